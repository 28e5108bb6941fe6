/**
 * Copies `text` and resolves to whether it worked.
 *
 * `navigator.clipboard` only exists in secure contexts, and a rack console is sometimes
 * reached over plain http by IP, so there is a fallback through a temporary textarea and
 * `execCommand('copy')`. The textarea goes into `container` (default: body): inside a
 * modal, pass an element within the dialog, or its focus trap pulls focus back before the
 * copy happens. Focus returns to where it was afterwards.
 */
export async function copyText(text: string, container: HTMLElement = document.body) {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // permission denied or document not focused: the legacy path below may still work
    }
  }
  const previousFocus = document.activeElement
  const textarea = document.createElement('textarea')
  textarea.value = text
  textarea.setAttribute('readonly', '')
  textarea.setAttribute('aria-hidden', 'true')
  textarea.style.position = 'fixed'
  textarea.style.opacity = '0'
  container.append(textarea)
  textarea.select()
  try {
    return document.execCommand('copy')
  } finally {
    textarea.remove()
    if (previousFocus instanceof HTMLElement) previousFocus.focus()
  }
}
