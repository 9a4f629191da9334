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
    if (tcgetattr(tty_fd, &cncurses_guard.saved_modes) != 0) return -1;
    cncurses_guard.tty_fd = tty_fd;
    cncurses_guard.leave_length = 0;
    if (!cncurses_guard.exit_hook_registered) {
        atexit(cncurses_restore_at_exit);
        cncurses_guard.exit_hook_registered = 1;
    }
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

// An alternate signal stack, so a crash by stack overflow can still restore the terminal.
// Allocated once at install time (never in a handler) and kept for the process's life.
static inline void cncurses_use_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return;
    stack_t ours;
    ours.ss_size = 1 << 16;
    ours.ss_flags = 0;
    ours.ss_sp = malloc(ours.ss_size);
    if (ours.ss_sp != NULL) sigaltstack(&ours, NULL);
}

// Installs a handler unless the signal is ignored (nohup, a shell without job control):
// an ignored signal stays ignored. Returns 1 when installed.
static inline int cncurses_install(int signal_number, int fatal) {
    struct sigaction previous, action;
    if (signal_number >= CNCURSES_MAX_SIGNAL || cncurses_guard.installed[signal_number]) return 0;
    if (sigaction(signal_number, NULL, &previous) != 0) return 0;
    if (!(previous.sa_flags & SA_SIGINFO) && previous.sa_handler == SIG_IGN) return 0;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    if (fatal) {
        action.sa_sigaction = cncurses_fatal_handler;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    } else {
        action.sa_handler = cncurses_notify_handler;
        action.sa_flags = SA_RESTART;   // ncurses' writes resume; poll(2) still returns EINTR
    }
    cncurses_guard.previous[signal_number] = previous;
    if (sigaction(signal_number, &action, NULL) != 0) return 0;
    cncurses_guard.installed[signal_number] = 1;
    return 1;
}

// Installs every handler; call before newterm so ncurses keeps its own SIGWINCH and
// SIGTSTP handlers out (it installs them only over the default disposition).
static inline void cncurses_guard_install_handlers(void) {
    const int fatal[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT };
    const int notify[] = { SIGWINCH, SIGCONT };
    cncurses_use_alternate_stack();
    cncurses_wake_pipe();
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) cncurses_install(fatal[i], 1);
    for (size_t i = 0; i < sizeof notify / sizeof notify[0]; i++) cncurses_install(notify[i], 0);
    cncurses_guard.suspend_allowed = cncurses_install(SIGTSTP, 0);
}

// Puts back every disposition found at install time.
static inline void cncurses_guard_remove_handlers(void) {
    for (int number = 1; number < CNCURSES_MAX_SIGNAL; number++) {
        if (!cncurses_guard.installed[number]) continue;
        sigaction(number, &cncurses_guard.previous[number], NULL);
        cncurses_guard.installed[number] = 0;
    }
}

// Stops the process group as Ctrl-Z would (the caller has left curses mode first) and
// returns once continued. Does nothing when SIGTSTP was ignored at start: nobody could
// resume a process stopped without job control. Returns 1 when it stopped.
static inline int cncurses_stop_process_group(void) {
    if (!cncurses_guard.suspend_allowed) return 0;
    struct sigaction default_action, ours;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGTSTP, &default_action, &ours);
    sigset_t tstp, previous_mask;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &tstp, &previous_mask);
    kill(0, SIGTSTP);
    sigprocmask(SIG_SETMASK, &previous_mask, NULL);
    sigaction(SIGTSTP, &ours, NULL);
    return 1;
}

#endif
