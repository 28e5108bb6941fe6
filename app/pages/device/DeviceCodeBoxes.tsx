import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react'

import {
  backspace,
  changeBox,
  CODE_LENGTH,
  DASH_AFTER,
  deleteKey,
  fillFrom,
  moveKey,
  pastedLetters,
  typeKey,
  type Boxes,
  type Edit,
} from './device-code'

type Props = {
  boxes: Boxes
  onChange: (boxes: Boxes) => void
  /** ids of the text that explains the boxes (instructions, an error) */
  describedBy?: string
  invalid?: boolean
  /** while the code is being sent: focus stays, edits are refused */
  readOnly?: boolean
}

const boxClass =
  'h-11 w-8 rounded-md border border-default bg-secondary p-0 text-center font-mono text-lg text-default uppercase caret-transparent hover:border-secondary focus-visible:border-accent focus-visible:outline-offset-[-1px] aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive read-only:cursor-default'

/** Whether a paste landing on `target` is someone else's to handle (another field). */
function isOtherField(target: EventTarget | null, boxes: (HTMLInputElement | null)[]) {
  if (!(target instanceof HTMLElement)) return false
  if (boxes.includes(target as HTMLInputElement)) return false
  return target.isContentEditable || target.matches('input, textarea, select')
}

/**
 * The eight letter boxes of a device code (spec sections 2, 4 and 5), one labelled group.
 * The editing rules are in `device-code.ts`; this component turns key presses, edits and
 * pastes into those rules and moves focus where each rule says.
 */
export function DeviceCodeBoxes({ boxes, onChange, describedBy, invalid, readOnly }: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  // a new object each time, so asking for the box that already has focus still selects it
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null)

  useEffect(() => {
    if (!focusRequest) return
    const input = inputs.current[focusRequest.index]
    input?.focus()
    // the letter is selected so the next key replaces it
    input?.select()
  }, [focusRequest])

  function apply(edit: Edit) {
    if (edit.boxes !== boxes) onChange(edit.boxes)
    setFocusRequest({ index: edit.focus })
  }

  // A paste anywhere on the page fills the boxes: into the focused box, or, when no box
  // has focus, from the first empty one (a whole code always fills all eight).
  useEffect(() => {
    function onPaste(e: ClipboardEvent) {
      if (readOnly || isOtherField(e.target, inputs.current)) return
      e.preventDefault()
      const letters = pastedLetters(e.clipboardData?.getData('text') ?? '')
      const box = inputs.current.indexOf(e.target as HTMLInputElement)
      const firstEmpty = boxes.indexOf('')
      const from = box >= 0 ? box : Math.max(firstEmpty, 0)
      const edit = fillFrom(boxes, from, letters)
      if (edit.boxes !== boxes) onChange(edit.boxes)
      // the boxes' own focus is left alone when nothing was pasted into them
      if (edit.boxes !== boxes || box >= 0) setFocusRequest({ index: edit.focus })
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  }, [boxes, onChange, readOnly])

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>, index: number) {
    // leave shortcuts (copy, paste, select all) and input methods to the browser
    if (e.nativeEvent.isComposing || e.ctrlKey || e.metaKey || e.altKey) return
    const to = moveKey(index, e.key)
    if (to !== null) {
      e.preventDefault()
      setFocusRequest({ index: to })
      return
    }
    if (e.key !== 'Backspace' && e.key !== 'Delete' && e.key.length !== 1) return
    // every other key that would edit the box is handled here, letters or not
    e.preventDefault()
    if (readOnly) return
    if (e.key === 'Backspace') apply(backspace(boxes, index))
    else if (e.key === 'Delete') apply(deleteKey(boxes, index))
    else apply(typeKey(boxes, index, e.key))
  }

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="sr-only">Device code</legend>
      <div className="flex items-center justify-center gap-1.5">
        {boxes.map((letter, index) => (
          <Fragment key={index}>
            <input
              ref={(el) => {
                inputs.current[index] = el
              }}
              type="text"
              value={letter}
              aria-label={`Letter ${index + 1} of ${CODE_LENGTH}`}
              aria-invalid={invalid || undefined}
              readOnly={readOnly}
              // the page exists to take this code; focus starts in its first box
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={index === 0}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              inputMode="text"
              size={1}
              className={boxClass}
              onKeyDown={(e) => onKeyDown(e, index)}
              // mobile keyboards, input methods and dictation edit without a usable key
              onChange={(e) => !readOnly && apply(changeBox(boxes, index, e.target.value))}
              onFocus={(e) => e.target.select()}
            />
            {index === DASH_AFTER && (
              <span aria-hidden="true" className="w-2 text-center text-lg text-tertiary">
                -
              </span>
            )}
          </Fragment>
        ))}
      </div>
    </fieldset>
  )
}
