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
//   SIGABRT): restore the terminal, then let the signal take its course: a crash goes on
//   to the previous handler (Swift's backtracer, whose report lands on a sane terminal), a
//   sent signal kills with the default action, so the exit status stays conventional
//   (143 after SIGTERM).
// - notify (SIGWINCH, SIGTSTP, SIGCONT): set a flag and write a byte to a wake-up pipe;
//   the run loop, blocked in poll(2), wakes and does the real work (resizeterm, endwin and
//   stop, redraw) outside the handler, where calling ncurses is allowed.
//

#define CNCURSES_MAX_SIGNAL 65
#define CNCURSES_LEAVE_MAX 512

struct cncurses_guard_state {
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
    int exit_hook_registered;
};
// One definition for the whole program. Swift compiles each file of the importing module
// separately and would give every object file its own copy of a `static` variable (flags
// set by a handler installed from one file would be read from another file's copy), so
// the state is a weak global, which the linker merges into one.
__attribute__((weak)) struct cncurses_guard_state cncurses_guard = { 0, -1, {0}, {0}, 0, {-1, -1}, 0, 0, 0, {{{0}}}, {0}, 0, 0 };

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

// Whether the CPU raised this signal for the instruction that just ran (si_code > 0), so
// that returning from the handler runs the instruction, and faults, again.
static inline int cncurses_is_fault(int signal_number, const siginfo_t *info) {
    if (info == NULL || info->si_code <= 0) return 0;
#if defined(__aarch64__)
    if (signal_number == SIGTRAP) return 1;     // Swift traps are `brk` here; PC stays on it
#endif
    return signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGFPE
        || signal_number == SIGILL;             // Swift traps are `ud2` (SIGILL) on x86_64
}

static void cncurses_fatal_handler(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    cncurses_restore_terminal();
    cncurses_guard.installed[signal_number] = 0;
    int own_abort = signal_number == SIGABRT && info != NULL && info->si_code <= 0 && info->si_pid == getpid();
    if (cncurses_is_fault(signal_number, info) || own_abort) {
        // A crash: hand it to the previous handler (Swift's backtracer prints the report on
        // the now sane terminal). A fault recurs on return; abort() raises again itself
        // if the previous handler returns.
        sigaction(signal_number, &cncurses_guard.previous[signal_number], NULL);
        if (own_abort) raise(signal_number);
    } else {
        // Sent by someone (kill, the terminal hanging up): die of it with the default
        // action, for the conventional exit status (128 + n, 143 for SIGTERM). Not chained:
        // Swift's backtracer answers a sent SIGQUIT or SIGABRT with a report and then lets
        // the program run on, on a terminal no longer in full-screen mode.
        struct sigaction default_action;
        memset(&default_action, 0, sizeof default_action);
        default_action.sa_handler = SIG_DFL;
        sigemptyset(&default_action.sa_mask);
        sigaction(signal_number, &default_action, NULL);
        raise(signal_number);   // blocked until this handler returns, then fatal
    }
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

#endif
