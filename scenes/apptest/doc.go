// Package apptest holds the app-level tests: the whole app, with every
// game and table registered, driven by clicks on published targets as a
// person would. It has no code of its own.
package apptest
