// Just enough XML for SAML: a single pass over the text that reports each element's
// local name, attributes and text, in document order. No regular expressions, no
// entity expansion beyond the five predefined ones, no DTDs: linear in the input
// whatever it holds, as anything read from an unauthenticated POST must be, and bounded
// in how many elements it makes (MAX_ELEMENTS) and how deep they nest (MAX_DEPTH).

export type XmlElement = {
  /** the name without its namespace prefix (`NameID` for `saml:NameID`) */
  name: string
  attributes: Record<string, string>
  /** the element's own text (entities and CDATA decoded), trimmed */
  text: string
  /**
   * local names of the enclosing elements, outermost first (frozen, and shared by
   * siblings: the array is made once per parent, not once per element)
   */
  ancestors: readonly string[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * Whether a character reference names a character XML allows (its `Char` production):
 * no NUL or other C0 control but tab, newline and return, no lone surrogate, no U+FFFE/F.
 */
const isXmlChar = (code: number) =>
  Number.isInteger(code) &&
  (code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff))

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  let out = ''
  let i = 0
  while (i < text.length) {
    const amp = text.indexOf('&', i)
    if (amp < 0) break
    const semi = text.indexOf(';', amp)
    out += text.slice(i, amp)
    const name = semi > amp ? text.slice(amp + 1, semi) : ''
    let char = ENTITIES[name]
    if (char === undefined && name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      if (isXmlChar(code)) char = String.fromCodePoint(code)
    }
    if (char === undefined || semi - amp > 10) throw new XmlError(`invalid entity at ${amp}`)
    out += char
    i = semi + 1
  }
  return out + text.slice(i)
}

export class XmlError extends Error {}

/** SAML documents nest a dozen deep; anything far deeper is refused */
export const MAX_DEPTH = 64

/**
 * Elements one document may hold. A signed SAML response is a few dozen elements plus one
 * per attribute value: one naming the most groups the simulator takes (256, sim/access/saml.ts),
 * with a signature and a dozen other attributes, stays under 400. One identity provider's
 * metadata (an EntityDescriptor with its keys, endpoints and claim types) is tens to a few
 * hundred. Ten times the largest of those is still far past any real document, and reading
 * stops at the first element over it, so a flood of tiny elements costs no more than this.
 */
export const MAX_ELEMENTS = 4096

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1)
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r'

function parseAttributes(source: string, at: number): Record<string, string> {
  const attributes: Record<string, string> = {}
  let i = 0
  while (i < source.length) {
    while (i < source.length && isSpace(source[i])) i++
    if (i >= source.length) break
    const eq = source.indexOf('=', i)
    if (eq < 0) throw new XmlError(`attribute without a value at ${at + i}`)
    const name = source.slice(i, eq).trim()
    const quote = source[eq + 1]
    if (quote !== '"' && quote !== "'") throw new XmlError(`unquoted attribute at ${at + eq}`)
    const end = source.indexOf(quote, eq + 2)
    if (end < 0) throw new XmlError(`unterminated attribute at ${at + eq}`)
    attributes[localName(name)] = decodeEntities(source.slice(eq + 2, end))
    i = end + 1
  }
  return attributes
}

const NO_ANCESTORS: readonly string[] = Object.freeze([])

/**
 * Every element of `xml` in document order; throws `XmlError` if it is not well formed,
 * holds more than MAX_ELEMENTS elements or nests deeper than MAX_DEPTH.
 */
export function readXml(xml: string): XmlElement[] {
  const done: XmlElement[] = []
  // `children`: the ancestors of this element's children, made when the first one opens
  const open: { element: XmlElement; qualified: string; children?: readonly string[] }[] = []
  let i = 0
  const addText = (text: string) => {
    const top = open.at(-1)
    if (top) top.element.text += text
    else if (text.trim()) throw new XmlError('text outside the root element')
  }
  while (i < xml.length) {
    const lt = xml.indexOf('<', i)
    addText(decodeEntities(xml.slice(i, lt < 0 ? xml.length : lt)))
    if (lt < 0) break
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4)
      if (end < 0) throw new XmlError(`unterminated comment at ${lt}`)
      i = end + 3
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9)
      if (end < 0) throw new XmlError(`unterminated CDATA at ${lt}`)
      addText(xml.slice(lt + 9, end))
      i = end + 3
    } else if (xml.startsWith('<?', lt)) {
      const end = xml.indexOf('?>', lt + 2)
      if (end < 0) throw new XmlError(`unterminated declaration at ${lt}`)
      i = end + 2
    } else if (xml.startsWith('<!', lt)) {
      throw new XmlError(`document type declarations are not accepted (at ${lt})`)
    } else {
      const gt = xml.indexOf('>', lt)
      if (gt < 0) throw new XmlError(`unterminated tag at ${lt}`)
      const inner = xml.slice(lt + 1, gt)
      if (inner.startsWith('/')) {
        const top = open.pop()
        if (!top || top.qualified !== inner.slice(1).trim()) {
          throw new XmlError(`unexpected closing tag at ${lt}`)
        }
        top.element.text = top.element.text.trim()
      } else {
        const selfClosing = inner.endsWith('/')
        const body = selfClosing ? inner.slice(0, -1) : inner
        let nameEnd = 0
        while (nameEnd < body.length && !isSpace(body[nameEnd])) nameEnd++
        const qualified = body.slice(0, nameEnd)
        if (!qualified) throw new XmlError(`tag without a name at ${lt}`)
        if (open.length === 0 && done.length > 0) throw new XmlError('more than one root element')
        if (done.length >= MAX_ELEMENTS) {
          throw new XmlError(`more than ${MAX_ELEMENTS} elements at ${lt}`)
        }
        // bounded, so that making each parent's ancestors array stays linear
        if (open.length >= MAX_DEPTH) throw new XmlError(`nested deeper than ${MAX_DEPTH} at ${lt}`)
        const parent = open.at(-1)
        if (parent && !parent.children) {
          parent.children = Object.freeze([...parent.element.ancestors, parent.element.name])
        }
        const element: XmlElement = {
          name: localName(qualified),
          attributes: parseAttributes(body.slice(nameEnd), lt + 1 + nameEnd),
          text: '',
          ancestors: parent?.children ?? NO_ANCESTORS,
        }
        done.push(element)
        if (!selfClosing) open.push({ element, qualified })
      }
      i = gt + 1
    }
  }
  if (open.length > 0) throw new XmlError(`element ${open.at(-1)!.qualified} is not closed`)
  if (done.length === 0) throw new XmlError('no root element')
  return done
}
