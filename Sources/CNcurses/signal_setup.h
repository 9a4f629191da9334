#ifndef CNCURSES_SIGNAL_SETUP_H
#define CNCURSES_SIGNAL_SETUP_H
// Setting up what signals.h's handlers use, outside any handler (so ordinary calls are
// allowed here): saving the terminal modes, building the restore sequence from terminfo,
// installing and removing the handlers, and stopping the process for Ctrl-Z.
#include "signals.h"

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

// Appends bytes as they are to the leave sequence.
static inline void cncurses_append_raw(const char *bytes) {
    for (const char *p = bytes; *p && cncurses_guard.leave_length < CNCURSES_LEAVE_MAX; p++) {
        cncurses_guard.leave[cncurses_guard.leave_length++] = *p;
    }
}

// Bracketed paste: the terminal wraps pasted text in ESC [200~ ... ESC [201~ while on.
#define CNCURSES_BRACKETED_PASTE_ON "\033[?2004h"
#define CNCURSES_BRACKETED_PASTE_OFF "\033[?2004l"

// Whether the terminal has an alternate screen (smcup). Without one (vt100, linux),
// leaving full-screen mode leaves the last frame on the glass, so the program clears it.
static inline int cncurses_has_alternate_screen(void) {
    char *value = tigetstr("smcup");
    return value != NULL && value != (char *)-1 && value[0] != 0;
}

// Builds the leave sequence from terminfo (call after newterm): bracketed paste off,
// attributes off, default colours, the screen cleared when there is no alternate screen
// to leave, cursor visible, keypad local, and back to the normal screen.
static inline void cncurses_guard_prepare_leave_sequence(void) {
    cncurses_guard.leave_length = 0;
    cncurses_append_raw(CNCURSES_BRACKETED_PASTE_OFF);
    const char *names[] = { "sgr0", "op", "clear", "cnorm", "rmkx", "rmcup" };
    int clears = !cncurses_has_alternate_screen();
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strcmp(names[i], "clear") == 0 && !clears) continue;
        cncurses_append_capability(names[i]);
    }
}

// After endwin (a quit or a suspension): clears the screen when the terminal has no
// alternate screen, so the last frame does not stay under the shell's prompt. putp pads
// as terminfo asks.
static inline void cncurses_clear_if_no_alternate_screen(void) {
    if (cncurses_has_alternate_screen()) return;
    char *clear = tigetstr("clear");
    if (clear == NULL || clear == (char *)-1) return;
    putp(clear);
    fflush(stdout);
}

// Turns bracketed paste on or off, written straight to the terminal (not through curses,
// which knows nothing of it).
static inline void cncurses_set_bracketed_paste(int on) {
    const char *sequence = on ? CNCURSES_BRACKETED_PASTE_ON : CNCURSES_BRACKETED_PASTE_OFF;
    fflush(stdout);
    ssize_t ignored = write(cncurses_guard.tty_fd >= 0 ? cncurses_guard.tty_fd : 1, sequence, strlen(sequence));
    (void)ignored;
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
