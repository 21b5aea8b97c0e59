/*
 * A Windows SQLite for the test bench: the SQLite amalgamation that
 * libsqlite3-sys ships, compiled in, with extension loading on, as a
 * program that does what the sqlite3 shell's `.load FILE` then a query
 * does:
 *
 *     sqlite-load.exe EXTENSION SQL
 *
 * loads EXTENSION (sqlite3_load_extension, its default entry point) into
 * an in-memory database, runs SQL and prints each row's columns joined by
 * `|`, each row ended by `\n` alone (standard output in binary mode, as a
 * Linux shell's test compares it); an error goes to standard error and
 * the exit status is 1.
 */
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include "sqlite3.h"

static int print_row(void *unused, int columns, char **values, char **names) {
    (void)unused;
    (void)names;
    for (int i = 0; i < columns; i++)
        printf("%s%s", i ? "|" : "", values[i] ? values[i] : "");
    printf("\n");
    return 0;
}

int main(int argc, char **argv) {
    sqlite3 *db;
    char *error = NULL;
    _setmode(_fileno(stdout), _O_BINARY);
    if (argc != 3) {
        fprintf(stderr, "usage: sqlite-load EXTENSION SQL\n");
        return 2;
    }
    if (sqlite3_open(":memory:", &db) != SQLITE_OK ||
        sqlite3_enable_load_extension(db, 1) != SQLITE_OK ||
        sqlite3_load_extension(db, argv[1], NULL, &error) != SQLITE_OK ||
        sqlite3_exec(db, argv[2], print_row, NULL, &error) != SQLITE_OK) {
        fprintf(stderr, "Error: %s\n", error ? error : sqlite3_errmsg(db));
        return 1;
    }
    sqlite3_close(db);
    return 0;
}
