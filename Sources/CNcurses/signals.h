#ifndef CNCURSES_SIGNALS_H
#define CNCURSES_SIGNALS_H
// Signal handling for the ncurses backend, in C because a signal handler may only make
// async-signal-safe calls: write(2), tcsetattr(3), sigaction(2), raise(3). A Swift
// @convention(c) closure could make the same calls, but Swift gives no guarantee that it
// will not retain, allocate or take a runtime lock on the way (a global's lazy
// initialisation does), and a crash handler runs when the runtime may be the thing that
// broke. These handlers therefore never call into ncurses (endwin is not async-signal-safe:
// it uses ncurses' buffers and can deadlock if the crash happened inside ncurses); they
// write a restore sequence prepared in advance and reset the terminal modes saved at start.
//
// Two kinds of handler:
// - fatal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP,
//   SIGABRT): restore the terminal, put back the previous disposition (the default, or
//   Swift's backtracer), and let the signal take its course, so the exit status stays
//   conventional (143 after SIGTERM) and crash reports still appear, on a sane terminal.
// - notify (SIGWINCH, SIGTSTP, SIGCONT): set a flag and write a byte to a wake-up pipe;
//   the run loop, blocked in poll(2), wakes and does the real work (resizeterm, endwin and
//   stop, redraw) outside the handler, where calling ncurses is allowed.
//
// The state is static in this header: only NcursesBackend includes it, so there is one copy.

#define CNCURSES_MAX_SIGNAL 65
#define CNCURSES_LEAVE_MAX 512

static struct {
    volatile sig_atomic_t armed;        // 1 while the terminal needs restoring
    int tty_fd;
    struct termios saved_modes;         // the modes found at start
    char leave[CNCURSES_LEAVE_MAX];     // escape sequence leaving full-screen mode
    size_t leave_length;
    int wake[2];                        // the self-pipe: [read, write]
    volatile sig_atomic_t resized, suspend_requested, continued;
    struct sigaction previous[CNCURSES_MAX_SIGNAL];
    unsigned char installed[CNCURSES_MAX_SIGNAL];
    int suspend_allowed;                // 0 when SIGTSTP was ignored at start (no job control)
} cncurses_guard = { 0, -1, {0}, {0}, 0, {-1, -1}, 0, 0, 0, {{{0}}}, {0}, 0 };

// Async-signal-safe: writes the leave sequence and resets the saved modes, once.
static inline void cncurses_restore_terminal(void) {
    if (!cncurses_guard.armed) return;
    cncurses_guard.armed = 0;
    size_t written = 0;
    while (written < cncurses_guard.leave_length) {
        ssize_t result = write(cncurses_guard.tty_fd, cncurses_guard.leave + written,
                               cncurses_guard.leave_length - written);
        if (result > 0) written += (size_t)result;
        else if (result < 0 && errno == EINTR) continue;
        else break;
    }
    tcsetattr(cncurses_guard.tty_fd, TCSANOW, &cncurses_guard.saved_modes);
}

static inline void cncurses_wake(void) {
    int saved_errno = errno;
    if (cncurses_guard.wake[1] >= 0) {
        ssize_t ignored = write(cncurses_guard.wake[1], "!", 1);
        (void)ignored;
    }
    errno = saved_errno;
}

static void cncurses_fatal_handler(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    cncurses_restore_terminal();
    sigaction(signal_number, &cncurses_guard.previous[signal_number], NULL);
    cncurses_guard.installed[signal_number] = 0;
    // A fault raised by the CPU (si_code > 0) recurs when the handler returns, now reaching
    // the previous handler with its real context; anything sent (kill, raise, abort) and
    // the termination signals are raised again, delivered as soon as this handler returns.
    int fault = signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGFPE
        || signal_number == SIGILL;
    if (!fault || info == NULL || info->si_code <= 0) raise(signal_number);
    errno = saved_errno;
}

static void cncurses_notify_handler(int signal_number) {
    if (signal_number == SIGWINCH) cncurses_guard.resized = 1;
    if (signal_number == SIGTSTP) cncurses_guard.suspend_requested = 1;
    if (signal_number == SIGCONT) cncurses_guard.continued = 1;
    cncurses_wake();
}

// The read end of the wake-up pipe, created once per process and never closed, so a late
// wake from another thread can never write into a reused descriptor. -1 on failure.
static inline int cncurses_wake_pipe(void) {
    if (cncurses_guard.wake[0] < 0) {
        int fds[2];
        if (pipe(fds) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
            fcntl(fds[i], F_SETFD, FD_CLOEXEC);
        }
        cncurses_guard.wake[0] = fds[0];
        cncurses_guard.wake[1] = fds[1];
    }
    return cncurses_guard.wake[0];
}

static inline void cncurses_drain_wake_pipe(void) {
    char buffer[64];
    while (read(cncurses_guard.wake[0], buffer, sizeof buffer) > 0) {}
}

static inline int cncurses_take_flag(volatile sig_atomic_t *flag) {
    int value = *flag;
    *flag = 0;
    return value;
}
static inline int cncurses_take_resized(void) { return cncurses_take_flag(&cncurses_guard.resized); }
static inline int cncurses_take_suspend_requested(void) { return cncurses_take_flag(&cncurses_guard.suspend_requested); }
static inline int cncurses_take_continued(void) { return cncurses_take_flag(&cncurses_guard.continued); }

// Appends a terminfo string to the leave sequence, dropping $<..> padding (tputs's job).
static inline void cncurses_append_capability(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return;
    for (const char *p = value; *p && cncurses_guard.leave_length < CNCURSES_LEAVE_MAX; p++) {
        if (p[0] == '$' && p[1] == '<') {
            const char *end = strchr(p, '>');
            if (end) { p = end; continue; }
        }
        cncurses_guard.leave[cncurses_guard.leave_length++] = *p;
    }
}

static void cncurses_restore_at_exit(void) { cncurses_restore_terminal(); }

// Arms the guard for the terminal on tty_fd: saves its modes (call before newterm),
// registers an at-exit restore. Returns -1 when the modes cannot be read.
static inline int cncurses_guard_arm(int tty_fd) {
    static int registered = 0;
    if (tcgetattr(tty_fd, &cncurses_guard.saved_modes) != 0) return -1;
    cncurses_guard.tty_fd = tty_fd;
    cncurses_guard.leave_length = 0;
    if (!registered) { atexit(cncurses_restore_at_exit); registered = 1; }
    cncurses_guard.armed = 1;
    return 0;
}

// Builds the leave sequence from terminfo (call after newterm): attributes off, default
// colours, cursor visible, keypad local, and back to the normal screen.
static inline void cncurses_guard_prepare_leave_sequence(void) {
    cncurses_guard.leave_length = 0;
    const char *names[] = { "sgr0", "op", "cnorm", "rmkx", "rmcup" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) cncurses_append_capability(names[i]);
}

// Re-arms the guard when curses mode is re-entered after a suspension.
static inline void cncurses_guard_rearm(void) { if (cncurses_guard.tty_fd >= 0) cncurses_guard.armed = 1; }

// Disarms the guard after a normal endwin, which restored the terminal itself.
static inline void cncurses_guard_disarm(void) { cncurses_guard.armed = 0; }
static inline int cncurses_guard_is_armed(void) { return cncurses_guard.armed; }
