// The user code of the device sign-in (spec sections 4, 5 and 9): eight letters, one per
// box, sent as two words of four joined by a dash (`BQPX-FGQR`), the form Nexus issues
// and looks up. This module is the boxes' editing rules, kept apart from the page so
// each rule can be checked without a browser.

/** Spec section 9: the code has 8 letters */
export const CODE_LENGTH = 8
/** Spec section 9: the dash goes after index 3, between the two words of four */
export const DASH_AFTER = 3

/** One entry per box, upper-case letter or '' for an empty box */
export type Boxes = readonly string[]

/** What an edit leaves: the boxes, and the box that should have focus next */
export type Edit = { boxes: Boxes; focus: number }

export const emptyBoxes = (): Boxes => Array<string>(CODE_LENGTH).fill('')

const clampBox = (index: number) => Math.min(Math.max(index, 0), CODE_LENGTH - 1)

/** The letters A-Z in `text`, upper-cased, in order; everything else is dropped. */
export function lettersIn(text: string): string[] {
  // matched before upper-casing: 'ß' upper-cases to 'SS' and 'ı' to 'I'
  return Array.from(text.matchAll(/[a-z]/gi), (m) => m[0].toUpperCase())
}

// a whole code as the CLI prints it, possibly inside a longer line of text
const DASHED_CODE = /(?<![a-z])[a-z]{4}-[a-z]{4}(?![a-z])/gi

/**
 * The letters a paste should fill the boxes with. A paste of the CLI's whole line
 * ("Copy this one-time code: BQPX-FGQR") holds more letters than the code, so a single
 * dashed code in the text wins; otherwise every letter found counts ("bqpx fgqr").
 */
export function pastedLetters(text: string): string[] {
  const codes = text.match(DASHED_CODE)
  return lettersIn(codes?.length === 1 ? codes[0] : text)
}

/** Whether every box holds a letter. */
export const isComplete = (boxes: Boxes) =>
  boxes.length === CODE_LENGTH && boxes.every((letter) => /^[A-Z]$/.test(letter))

/** The code as sent to Nexus: upper case, dash after index 3. Boxes must be complete. */
export function codeOf(boxes: Boxes): string {
  return `${boxes.slice(0, DASH_AFTER + 1).join('')}-${boxes.slice(DASH_AFTER + 1).join('')}`
}

const withBox = (boxes: Boxes, index: number, letter: string) =>
  boxes.map((old, i) => (i === index ? letter : old))

/**
 * A key typed into box `index`: a letter fills the box (upper-cased, replacing what was
 * there) and focus moves on; anything else is refused and nothing changes.
 */
export function typeKey(boxes: Boxes, index: number, key: string): Edit {
  const [letter] = lettersIn(key)
  if (key.length !== 1 || !letter) return { boxes, focus: index }
  return { boxes: withBox(boxes, index, letter), focus: clampBox(index + 1) }
}

/**
 * Letters put in from box `index` on (a paste, or autofill and dictation writing several
 * at once). A whole code fills every box whichever box had focus; fewer letters fill the
 * boxes from `index` on, as far as they go. Focus goes to the box after the last filled.
 */
export function fillFrom(boxes: Boxes, index: number, letters: readonly string[]): Edit {
  if (letters.length === 0) return { boxes, focus: index }
  const start = letters.length >= CODE_LENGTH ? 0 : index
  const next = [...boxes]
  const written = letters.slice(0, CODE_LENGTH - start)
  written.forEach((letter, i) => (next[start + i] = letter))
  return { boxes: next, focus: clampBox(start + written.length) }
}

/**
 * Box `index` now reads `value` after the browser edited it (a mobile keyboard, an input
 * method, a cut): the edits that arrive without a usable key press. The box's old letter
 * is set aside, since typing next to it leaves both in the box; what was added decides.
 */
export function changeBox(boxes: Boxes, index: number, value: string): Edit {
  if (value === '') return { boxes: withBox(boxes, index, ''), focus: index }
  const old = boxes[index]
  let added = value
  if (old && value.length > old.length) {
    const at = value.toUpperCase().indexOf(old)
    if (at >= 0) added = value.slice(0, at) + value.slice(at + old.length)
  }
  const letters = lettersIn(added)
  if (letters.length === 0) return { boxes, focus: index }
  if (letters.length === 1) return typeKey(boxes, index, letters[0])
  return fillFrom(boxes, index, letters)
}

/**
 * Backspace in box `index`: a letter there is cleared; in an empty box, focus moves back
 * and the previous box is cleared, so holding it down empties the code right to left.
 */
export function backspace(boxes: Boxes, index: number): Edit {
  if (boxes[index]) return { boxes: withBox(boxes, index, ''), focus: index }
  if (index === 0) return { boxes, focus: 0 }
  return { boxes: withBox(boxes, index - 1, ''), focus: index - 1 }
}

/** Delete in box `index` clears it and leaves focus there. */
export const deleteKey = (boxes: Boxes, index: number): Edit => ({
  boxes: withBox(boxes, index, ''),
  focus: index,
})

/** The box the arrow, Home and End keys move to from `index`; null for other keys. */
export function moveKey(index: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampBox(index - 1)
    case 'ArrowRight':
      return clampBox(index + 1)
    case 'Home':
      return 0
    case 'End':
      return CODE_LENGTH - 1
    default:
      return null
  }
}
