// Package apptest holds the app-level tests: the whole app, with every
// game and table registered, driven by clicks on published targets as a
// person would. Its only code, FastApp and SaveShot, sets up an app for
// these tests and for the games' own scene tests.
package apptest
