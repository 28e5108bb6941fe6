import { describe, expect, it } from 'vitest'
import { simulatedIdpMetadata } from '../seed/identity-providers'
import { MAX_DEPTH, MAX_ELEMENTS, readXml, XmlError } from './xml'

/** The XmlError `readXml` throws for `xml`, or undefined when it reads it */
function refusal(xml: string): string | undefined {
  try {
    readXml(xml)
  } catch (err) {
    if (err instanceof XmlError) return err.message
    throw err
  }
  return undefined
}

describe('readXml', () => {
  it('reads names without prefixes, attributes, text and ancestors in document order', () => {
    const elements = readXml(
      `<?xml version="1.0"?><p:Root a="1&amp;2"><p:Child b='x'> hi &lt;there&gt; <![CDATA[<raw>]]></p:Child><!-- a comment --><Leaf/></p:Root>`,
    )
    expect(elements).toEqual([
      { name: 'Root', attributes: { a: '1&2' }, text: '', ancestors: [] },
      { name: 'Child', attributes: { b: 'x' }, text: 'hi <there> <raw>', ancestors: ['Root'] },
      { name: 'Leaf', attributes: {}, text: '', ancestors: ['Root'] },
    ])
  })

  it('gives siblings one shared, frozen ancestors array, made once per parent', () => {
    const elements = readXml(`<a><b><c/><d/><e><f/></e></b><g/></a>`)
    const byName = Object.fromEntries(elements.map((e) => [e.name, e]))
    expect(byName.c.ancestors).toEqual(['a', 'b'])
    expect(byName.d.ancestors).toBe(byName.c.ancestors)
    expect(byName.e.ancestors).toBe(byName.c.ancestors)
    expect(byName.f.ancestors).toEqual(['a', 'b', 'e'])
    expect(byName.g.ancestors).toEqual(['a'])
    expect(byName.g.ancestors).toBe(byName.b.ancestors)
    expect(Object.isFrozen(byName.c.ancestors)).toBe(true)
    expect(Object.isFrozen(byName.a.ancestors)).toBe(true)
  })

  it(`reads ${MAX_ELEMENTS} elements and refuses one more, where it is`, () => {
    const fits = `<r>${'<a/>'.repeat(MAX_ELEMENTS - 1)}</r>`
    expect(readXml(fits)).toHaveLength(MAX_ELEMENTS)
    const over = `<r>${'<a/>'.repeat(MAX_ELEMENTS)}</r>`
    expect(refusal(over)).toBe(
      `more than ${MAX_ELEMENTS} elements at ${3 + 4 * (MAX_ELEMENTS - 1)}`,
    )
  })

  it('refuses a flood of 150,000 empty elements, stopping at the bound', () => {
    const flood = `<r>${'<a></a>'.repeat(150_000)}</r>`
    expect(refusal(flood)).toMatch(new RegExp(`^more than ${MAX_ELEMENTS} elements at \\d+$`))
    // it stops at the first element past the bound: far from the 1 MB of text
  })

  it(`refuses nesting deeper than ${MAX_DEPTH}`, () => {
    const deep = (n: number) => '<a>'.repeat(n) + '</a>'.repeat(n)
    expect(readXml(deep(MAX_DEPTH))).toHaveLength(MAX_DEPTH)
    expect(refusal(deep(MAX_DEPTH + 1))).toBe(`nested deeper than ${MAX_DEPTH} at ${3 * MAX_DEPTH}`)
  })

  it('refuses character references to characters XML does not allow', () => {
    expect(readXml('<a>&#x20AC;&#9;&#x1F600;</a>')[0].text).toBe('€\t😀')
    // (the offset is within the text or attribute value that holds the reference)
    for (const xml of [
      '<a>&#0;</a>',
      '<a>&#x1;</a>',
      '<a>&#xD800;</a>',
      '<a b="&#xDFFF;"/>',
      '<a>&#xFFFF;</a>',
      '<a>&#x110000;</a>',
    ]) {
      expect(refusal(xml)).toBe('invalid entity at 0')
    }
  })

  it('refuses what is not well formed', () => {
    expect(refusal('<a>')).toBe('element a is not closed')
    expect(refusal('<a></b>')).toBe('unexpected closing tag at 3')
    expect(refusal('<a/><b/>')).toBe('more than one root element')
    expect(refusal('<!DOCTYPE a><a/>')).toBe('document type declarations are not accepted (at 0)')
    expect(refusal('')).toBe('no root element')
  })

  it("reads the simulated identity provider's metadata, far within the bounds", () => {
    const elements = readXml(simulatedIdpMetadata)
    expect(elements[0].name).toBe('EntityDescriptor')
    expect(elements.length).toBeLessThan(MAX_ELEMENTS / 100)
    expect(elements.find((e) => e.name === 'X509Certificate')?.ancestors).toEqual([
      'EntityDescriptor',
      'IDPSSODescriptor',
      'KeyDescriptor',
      'KeyInfo',
      'X509Data',
    ])
  })
})
