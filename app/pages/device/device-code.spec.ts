import { describe, expect, test } from 'vitest'

import {
  backspace,
  changeBox,
  CODE_LENGTH,
  codeOf,
  deleteKey,
  emptyBoxes,
  fillFrom,
  isComplete,
  lettersIn,
  moveKey,
  pastedLetters,
  typeKey,
  type Boxes,
} from './device-code'

/** 'BQ' -> ['B','Q','','','','','',''] */
const boxesOf = (letters: string): Boxes => [
  ...letters.split(''),
  ...Array<string>(CODE_LENGTH - letters.length).fill(''),
]
const shown = (boxes: Boxes) => boxes.map((l) => l || '_').join('')

describe('letters', () => {
  test('lettersIn keeps A-Z only, upper-cased', () => {
    expect(lettersIn('bqpx-fgqr')).toEqual('BQPXFGQR'.split(''))
    expect(lettersIn(' B1Q_p!x ')).toEqual(['B', 'Q', 'P', 'X'])
    expect(lettersIn('é ß ı 9 -')).toEqual([])
  })

  test('a paste fills with the letters found', () => {
    expect(pastedLetters('bqpx-fgqr').join('')).toBe('BQPXFGQR')
    expect(pastedLetters('BQPX FGQR').join('')).toBe('BQPXFGQR')
    expect(pastedLetters('  bq px\nfg qr ').join('')).toBe('BQPXFGQR')
    expect(pastedLetters('FG').join('')).toBe('FG')
  })

  test('a dashed code inside a longer line wins over the other letters', () => {
    expect(pastedLetters('Copy this one-time code: BQPX-FGQR').join('')).toBe('BQPXFGQR')
    // two candidates: no guessing, every letter counts
    expect(pastedLetters('ABCD-EFGH or BQPX-FGQR').join('')).toBe('ABCDEFGHORBQPXFGQR')
    // a longer word with a dash is not a code
    expect(pastedLetters('ABCDE-FGHI').join('')).toBe('ABCDEFGHI')
  })
})

describe('the code sent', () => {
  test('is upper case with a dash after index 3', () => {
    expect(codeOf(boxesOf('BQPXFGQR'))).toBe('BQPX-FGQR')
  })

  test('is complete only with a letter in each of the 8 boxes', () => {
    expect(isComplete(emptyBoxes())).toBe(false)
    expect(isComplete(boxesOf('BQPXFGQ'))).toBe(false)
    expect(isComplete(boxesOf('BQPXFGQR'))).toBe(true)
  })
})

describe('typing', () => {
  test('a letter fills the box, upper-cased, and focus moves on', () => {
    expect(typeKey(emptyBoxes(), 0, 'b')).toEqual({ boxes: boxesOf('B'), focus: 1 })
    expect(typeKey(boxesOf('B'), 1, 'Q')).toEqual({ boxes: boxesOf('BQ'), focus: 2 })
  })

  test('a letter replaces the one in the box', () => {
    expect(shown(typeKey(boxesOf('BQP'), 1, 'z').boxes)).toBe('BZP_____')
  })

  test('the last box keeps focus', () => {
    expect(typeKey(boxesOf('BQPXFGQ'), 7, 'r')).toEqual({ boxes: boxesOf('BQPXFGQR'), focus: 7 })
  })

  test('anything but a letter is refused and changes nothing', () => {
    const boxes = boxesOf('BQ')
    for (const key of ['1', '-', ' ', '.', 'é', 'Enter']) {
      expect(typeKey(boxes, 2, key)).toEqual({ boxes, focus: 2 })
    }
  })
})

describe('filling several letters at once', () => {
  test('a whole code fills every box whichever box had focus', () => {
    expect(fillFrom(boxesOf('ZZ'), 5, pastedLetters('bqpx-fgqr'))).toEqual({
      boxes: boxesOf('BQPXFGQR'),
      focus: 7,
    })
  })

  test('fewer letters fill from the focused box on and focus the box after them', () => {
    const { boxes, focus } = fillFrom(boxesOf('BQPX'), 4, ['F', 'G'])
    expect(shown(boxes)).toBe('BQPXFG__')
    expect(focus).toBe(6)
  })

  test('letters beyond the last box are dropped', () => {
    const { boxes, focus } = fillFrom(boxesOf('BQPXFG'), 6, ['Q', 'R', 'S'])
    expect(shown(boxes)).toBe('BQPXFGQR')
    expect(focus).toBe(7)
  })

  test('text without letters changes nothing', () => {
    const boxes = boxesOf('BQ')
    expect(fillFrom(boxes, 2, pastedLetters('12-34'))).toEqual({ boxes, focus: 2 })
  })
})

describe('edits the browser made to a box', () => {
  test('a letter typed into an empty box', () => {
    expect(changeBox(emptyBoxes(), 0, 'b')).toEqual({ boxes: boxesOf('B'), focus: 1 })
  })

  test('a letter typed beside the one already there replaces it', () => {
    expect(shown(changeBox(boxesOf('BQ'), 1, 'Qz').boxes)).toBe('BZ______')
    expect(shown(changeBox(boxesOf('BQ'), 1, 'zQ').boxes)).toBe('BZ______')
    // the same letter again
    expect(changeBox(boxesOf('BQ'), 1, 'QQ')).toEqual({ boxes: boxesOf('BQ'), focus: 2 })
  })

  test('a non-letter beside the letter is refused', () => {
    const boxes = boxesOf('BQ')
    expect(changeBox(boxes, 1, 'Q1')).toEqual({ boxes, focus: 1 })
    expect(changeBox(boxes, 2, '-')).toEqual({ boxes, focus: 2 })
  })

  test('an emptied box is cleared', () => {
    expect(changeBox(boxesOf('BQ'), 1, '')).toEqual({ boxes: boxesOf('B'), focus: 1 })
  })

  test('several letters at once (autofill, dictation) fill on as a paste does', () => {
    expect(changeBox(emptyBoxes(), 0, 'bqpx fgqr')).toEqual({
      boxes: boxesOf('BQPXFGQR'),
      focus: 7,
    })
  })
})

describe('deleting', () => {
  test('backspace clears a filled box and stays', () => {
    expect(backspace(boxesOf('BQP'), 2)).toEqual({ boxes: boxesOf('BQ'), focus: 2 })
  })

  test('backspace in an empty box moves back and clears the previous one', () => {
    expect(backspace(boxesOf('BQP'), 3)).toEqual({ boxes: boxesOf('BQ'), focus: 2 })
  })

  test('backspace in the first, empty box does nothing', () => {
    expect(backspace(emptyBoxes(), 0)).toEqual({ boxes: emptyBoxes(), focus: 0 })
  })

  test('repeated backspace from the end empties the code', () => {
    let edit = { boxes: boxesOf('BQPXFGQR'), focus: 7 }
    for (let i = 0; i < CODE_LENGTH; i++) edit = backspace(edit.boxes, edit.focus)
    expect(edit).toEqual({ boxes: emptyBoxes(), focus: 0 })
  })

  test('delete clears the box and stays', () => {
    expect(shown(deleteKey(boxesOf('BQP'), 1).boxes)).toBe('B_P_____')
  })
})

describe('moving', () => {
  test('arrows move one box, Home and End to the ends, within the boxes', () => {
    expect(moveKey(3, 'ArrowLeft')).toBe(2)
    expect(moveKey(3, 'ArrowRight')).toBe(4)
    expect(moveKey(0, 'ArrowLeft')).toBe(0)
    expect(moveKey(7, 'ArrowRight')).toBe(7)
    expect(moveKey(5, 'Home')).toBe(0)
    expect(moveKey(2, 'End')).toBe(7)
    expect(moveKey(2, 'a')).toBeNull()
  })
})
