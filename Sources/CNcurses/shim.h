#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
// SwiftPM refuses pkg-config's -D_XOPEN_SOURCE flags, so the wide-character API is
// switched on here instead.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncurses.h>
#endif
