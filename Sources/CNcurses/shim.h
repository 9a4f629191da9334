#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
// The C side of the ncurses backend. Only the NcursesBackend module imports it.
//
// SwiftPM refuses pkg-config's -D_XOPEN_SOURCE flags for ncursesw, so the wide-character
// API (cchar_t, setcchar, wget_wch, mvwadd_wch...) is switched on here instead.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncurses.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <fcntl.h>

// ---------------------------------------------------------------------------------------
// Globals and macros Swift cannot use.
// ---------------------------------------------------------------------------------------

// stdscr and curscr are macros over the current SCREEN; Swift imports neither.
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline WINDOW *cncurses_curscr(void) { return curscr; }
// COLORS and COLOR_PAIRS are mutable C globals, which Swift 6 rejects as not concurrency-safe.
static inline int cncurses_colors(void) { return COLORS; }
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }
// stdin and stdout are mutable C globals too; newterm needs the FILE pointers.
static inline FILE *cncurses_stdin(void) { return stdin; }
static inline FILE *cncurses_stdout(void) { return stdout; }
// The A_* attributes are function-like macros (NCURSES_BITS), which Swift cannot import.
static inline attr_t cncurses_a_bold(void) { return A_BOLD; }
static inline attr_t cncurses_a_dim(void) { return A_DIM; }
static inline attr_t cncurses_a_reverse(void) { return A_REVERSE; }
static inline attr_t cncurses_a_underline(void) { return A_UNDERLINE; }
// setcchar takes the colour pair as a short plus an optional int through a void pointer
// (the only way past 32767 pairs); this wrapper always uses the int.
static inline int cncurses_setcchar(cchar_t *cell, const wchar_t *text, attr_t attributes, int pair) {
    return setcchar(cell, text, attributes, 0, &pair);
}
// getcchar's last argument is the same void pointer, for reading cells back.
static inline int cncurses_getcchar(const cchar_t *cell, wchar_t *text, attr_t *attributes, int *pair) {
    short short_pair = 0;
    return getcchar(cell, text, attributes, &short_pair, pair);
}
// tigetstr returns NULL for an absent capability and (char *)-1 for an unknown name.
static inline const char *cncurses_capability(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}
// The window size from the kernel (ncurses' own SIGWINCH handling is replaced by ours);
// ioctl is variadic, which Swift cannot call.
static inline int cncurses_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}
// Waits for input on two descriptors (the terminal and the wake-up pipe); poll's array of
// structs is simpler to fill in C.
static inline int cncurses_poll2(int fd1, int fd2, int timeout_ms, short *revents1, short *revents2) {
    struct pollfd fds[2] = { { fd1, POLLIN, 0 }, { fd2, POLLIN, 0 } };
    int result = poll(fds, 2, timeout_ms);
    *revents1 = fds[0].revents;
    *revents2 = fds[1].revents;
    return result;
}

#include "signal_setup.h"

#endif
