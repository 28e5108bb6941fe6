// The serial console's colours per theme. xterm draws on a canvas and takes concrete
// colours, so these are the one place outside styles.css that names colours; each set's
// background is its theme's raised surface, and the ANSI colours a guest prints (a
// shell prompt, `ls --color`) keep at least 4.5:1 on it, except "black" on the dark one
// and "white" on the light one, which guests use as the background's own colour.
import type { ITheme } from '@xterm/xterm'

import type { ResolvedTheme } from './theme'

export const TERMINAL_THEMES: Record<ResolvedTheme, ITheme> = {
  dark: {
    background: '#0b0f11',
    foreground: '#e8eaeb',
    cursor: '#e8eaeb',
    cursorAccent: '#0b0f11',
    selectionBackground: '#2f4a3e',
    black: '#2a3136',
    red: '#f36f72',
    green: '#48d597',
    yellow: '#f5b944',
    blue: '#7fa7ff',
    magenta: '#d59cf0',
    cyan: '#5fd3e0',
    white: '#d4d8db',
    brightBlack: '#848d94',
    brightRed: '#f78e90',
    brightGreen: '#6ee0ad',
    brightYellow: '#f8ca6e',
    brightBlue: '#a3c0ff',
    brightMagenta: '#e3bbf6',
    brightCyan: '#8be0ea',
    brightWhite: '#ffffff',
  },
  light: {
    background: '#ffffff',
    foreground: '#16191c',
    cursor: '#16191c',
    cursorAccent: '#ffffff',
    selectionBackground: '#c7e6d6',
    black: '#16191c',
    red: '#b4232c',
    green: '#066a40',
    yellow: '#7d5000',
    blue: '#2553b8',
    magenta: '#8a2f9e',
    cyan: '#0b6672',
    white: '#dfe3e7',
    brightBlack: '#4b545b',
    brightRed: '#961b23',
    brightGreen: '#04552f',
    brightYellow: '#6a4400',
    brightBlue: '#1c4296',
    brightMagenta: '#72237f',
    brightCyan: '#08525c',
    brightWhite: '#f4f5f7',
  },
}
