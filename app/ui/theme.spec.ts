import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { resolveTheme } from './theme'
import { parseThemeChoice } from './theme-choice'

describe('parseThemeChoice', () => {
  it('reads the three choices', () => {
    expect(parseThemeChoice('light')).toBe('light')
    expect(parseThemeChoice('dark')).toBe('dark')
    expect(parseThemeChoice('system')).toBe('system')
  })
  it('takes nothing or anything else as the system theme', () => {
    for (const raw of [null, undefined, '', 'Light', 'blue', '"dark"']) {
      expect(parseThemeChoice(raw)).toBe('system')
    }
  })
})

describe('resolveTheme', () => {
  it('keeps an explicit choice whatever the system says', () => {
    expect(resolveTheme('light', false)).toBe('light')
    expect(resolveTheme('dark', true)).toBe('dark')
  })
  it('follows the system for "system"', () => {
    expect(resolveTheme('system', true)).toBe('light')
    expect(resolveTheme('system', false)).toBe('dark')
  })
})

// The stylesheet's tokens, checked for WCAG AA the way the comment in styles.css says.
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')

function tokens(block: string) {
  const out: Record<string, string> = {}
  for (const m of block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)) out[m[1]] = m[2]
  return out
}
const blockAfter = (marker: string) => {
  const start = css.indexOf(marker)
  expect(start).toBeGreaterThan(-1)
  return css.slice(start, css.indexOf('}', start))
}
const dark = tokens(blockAfter('@theme {'))
const light = { ...dark, ...tokens(blockAfter(":root[data-theme='light'] {")) }
const systemLight = tokens(blockAfter(":root:not([data-theme='dark']) {"))

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const SURFACES = ['default', 'raise', 'secondary', 'tertiary'].map((s) => `background-color-${s}`)
const TEXTS = [
  'text-color-default',
  'text-color-secondary',
  'text-color-tertiary',
  'color-accent',
  'color-destructive',
  'color-notice',
  'color-purple',
  'color-blue',
]

describe('theme tokens', () => {
  it('"system" in a light OS is the same light theme', () => {
    const explicit = tokens(blockAfter(":root[data-theme='light'] {"))
    expect(systemLight).toEqual(explicit)
  })

  it.each([
    ['dark', dark],
    ['light', light],
  ])('%s: every text colour meets AA on every surface', (name, t) => {
    const failures: string[] = []
    for (const text of TEXTS) {
      for (const surface of SURFACES) {
        // the one known exception, stated in styles.css
        if (name === 'dark' && text === 'text-color-tertiary' && surface.endsWith('tertiary'))
          continue
        const ratio = contrast(t[text], t[surface])
        if (ratio < 4.5) failures.push(`${text} on ${surface}: ${ratio.toFixed(2)}`)
      }
    }
    for (const fill of ['color-accent', 'color-destructive']) {
      const ratio = contrast(t['text-color-inverse'], t[fill])
      if (ratio < 4.5) failures.push(`inverse on ${fill}: ${ratio.toFixed(2)}`)
    }
    expect(failures).toEqual([])
  })
})
