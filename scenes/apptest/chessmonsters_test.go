package apptest_test

import _ "monstermixer/scenes/chessmonsters" // Chess Monsters' table, in every test of the tables
