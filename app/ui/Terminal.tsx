// A terminal emulator (xterm.js) that fills its box and follows its size. Heavy: import it
// only from the page that shows one, so it stays in that page's chunk.
import { FitAddon } from '@xterm/addon-fit'
import { Terminal as XTerm } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'

import { TERMINAL_THEMES } from './terminal-themes'
import { useResolvedTheme } from './theme'

export type TerminalHandle = {
  /** Output to show (raw bytes as a tty sends them, escape sequences included) */
  write(data: Uint8Array): void
  /** Clear the screen and scrollback */
  reset(): void
  focus(): void
}

export type TerminalProps = {
  ref?: Ref<TerminalHandle>
  /** What the user typed or pasted, as the terminal encodes keys */
  onData(data: string): void
  /** Focus the terminal once it is shown (a page that is all terminal, like the serial console) */
  focusOnMount?: boolean
}

/**
 * Tab and other keys go to the guest, so Shift+Tab is left to the browser: it moves focus
 * back out of the terminal.
 */
export function Terminal({ ref, onData, focusOnMount }: TerminalProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const termRef = useRef<XTerm | null>(null)
  const onDataRef = useRef(onData)
  const theme = TERMINAL_THEMES[useResolvedTheme()]
  // the theme the terminal starts with; later changes are applied to it in place
  const themeRef = useRef(theme)
  useEffect(() => {
    onDataRef.current = onData
  }, [onData])

  // switching themes recolours the terminal without losing what it shows
  useEffect(() => {
    themeRef.current = theme
    if (termRef.current) termRef.current.options.theme = theme
  }, [theme])

  useImperativeHandle(
    ref,
    () => ({
      write: (data) => termRef.current?.write(data),
      reset: () => termRef.current?.reset(),
      focus: () => termRef.current?.focus(),
    }),
    [],
  )

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const term = new XTerm({
      cursorBlink: true,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: 13,
      scrollback: 10_000,
      theme: themeRef.current,
    })
    const fit = new FitAddon()
    term.loadAddon(fit)
    term.attachCustomKeyEventHandler((e) => !(e.key === 'Tab' && e.shiftKey))
    term.open(box)
    fit.fit()
    const input = term.onData((data) => onDataRef.current(data))
    // the window, the side panels or the zoom level can all change the box
    const resize = new ResizeObserver(() => fit.fit())
    resize.observe(box)
    termRef.current = term
    if (focusOnMount) term.focus()
    return () => {
      resize.disconnect()
      input.dispose()
      term.dispose()
      termRef.current = null
    }
  }, [focusOnMount])

  return (
    <div
      ref={boxRef}
      className="h-full w-full overflow-hidden p-2"
      style={{ background: theme.background }}
    />
  )
}
