#ifndef RECIPE_TUI_CNCURSES_SHIM_H
#define RECIPE_TUI_CNCURSES_SHIM_H
// The wide-character ncurses API, plus functions for what ncurses offers only as macros,
// which Swift cannot call.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

static inline WINDOW *shim_stdscr(void) { return stdscr; }
/// Starts ncurses on the process's standard streams; NULL when the terminal type is unusable.
static inline SCREEN *shim_newterm(void) { return newterm(NULL, stdout, stdin); }
/// Whether the started terminal can move the cursor (has `cup`); `dumb` and printing terminals cannot.
static inline int shim_can_address_cursor(void) {
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (const char *)-1;
}
/// Makes the next refresh repaint the whole terminal.
static inline void shim_clear_on_next_refresh(void) { clearok(curscr, TRUE); }
static inline int shim_lines(void) { return LINES; }
static inline int shim_cols(void) { return COLS; }
static inline int shim_colors(void) { return COLORS; }
static inline void shim_getmaxyx(WINDOW *window, int *rows, int *cols) {
    int y, x;
    getmaxyx(window, y, x);
    *rows = y;
    *cols = x;
}
static inline attr_t shim_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }

static inline attr_t shim_a_normal(void) { return WA_NORMAL; }
static inline attr_t shim_a_bold(void) { return WA_BOLD; }
static inline attr_t shim_a_reverse(void) { return WA_REVERSE; }
static inline attr_t shim_a_underline(void) { return WA_UNDERLINE; }
static inline attr_t shim_a_dim(void) { return WA_DIM; }

static inline mmask_t shim_mouse_events(void) { return BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED; }
static inline int shim_is_button1_press(mmask_t state) { return (state & BUTTON1_PRESSED) != 0; }
static inline int shim_is_wheel_up(mmask_t state) { return (state & BUTTON4_PRESSED) != 0; }
static inline int shim_is_wheel_down(mmask_t state) { return (state & BUTTON5_PRESSED) != 0; }

/// Sets the attributes and colour pair that characters added without their own take (wattr_set is a macro).
static inline int shim_wattr_set(WINDOW *window, attr_t attrs, short pair) { return wattr_set(window, attrs, pair, NULL); }

/// Fills a cchar_t from up to CCHARW_MAX wide characters; the rest are ignored.
static inline int shim_setcchar(cchar_t *cell, const wchar_t *text, int count, attr_t attrs, short pair) {
    wchar_t buffer[CCHARW_MAX + 1];
    int n = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int i = 0; i < n; i++) buffer[i] = text[i];
    buffer[n] = L'\0';
    return setcchar(cell, buffer, attrs, pair, NULL);
}
#endif
