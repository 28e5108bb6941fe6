import { describe, expect, it } from 'vitest'
import { compareVersions, formatVersion, parseVersion, requestVersion } from './api-version'

const NEWEST = parseVersion('2026081901.0.0')

async function refusal(header: string) {
  const answer = requestVersion(header, NEWEST)
  if (!(answer instanceof Response)) throw new Error(`${header} was accepted`)
  expect(answer.status).toBe(400)
  const body = await answer.json()
  expect(body.error_code).toBeUndefined()
  return body.message as string
}

describe('requestVersion', () => {
  it('gives the newest version to a request that names none', () => {
    expect(requestVersion(null, NEWEST)).toBe(NEWEST)
  })

  it('takes the named version when it is not newer than the newest', () => {
    for (const v of ['2025112000.0.0', '2026081901.0.0', '1.0.0', '2026081901.0.0-rc.1']) {
      const answer = requestVersion(v, NEWEST)
      expect(answer instanceof Response ? 'refused' : formatVersion(answer), v).toBe(v)
    }
  })

  it('refuses a version newer than the newest in Dropshot’s words', async () => {
    expect(await refusal('2026081902.0.0')).toBe(
      'server does not support this API version: 2026081902.0.0',
    )
    expect(await refusal('2026081901.0.1')).toBe(
      'server does not support this API version: 2026081901.0.1',
    )
  })

  it('refuses what is not a version with the semver crate’s words', async () => {
    const cases: [string, string][] = [
      ['', 'empty string, expected a semver version'],
      ['2026', 'unexpected end of input while parsing major version number'],
      ['2026.', 'unexpected end of input while parsing minor version number'],
      ['v1.0.0', "unexpected character 'v' while parsing major version number"],
      ['1.x.0', "unexpected character 'x' while parsing minor version number"],
      ['1,0.0', "unexpected character ',' after major version number"],
      ['01.0.0', 'invalid leading zero in major version number'],
      ['1.0.0-', 'empty identifier segment in pre-release identifier'],
      ['1.0.0-01', 'invalid leading zero in pre-release identifier'],
      ['1.0.0-a..b', 'empty identifier segment in pre-release identifier'],
      ['1.0.0+', 'empty identifier segment in build metadata'],
      ['1.0.0 ', "unexpected character ' ' after patch version number"],
      ['1.0.0-a b', "unexpected character ' ' after pre-release identifier"],
      ['18446744073709551616.0.0', 'value of major version number exceeds u64::MAX'],
      ['1.0.0\t', "unexpected character '\\t' after patch version number"],
    ]
    for (const [header, words] of cases) {
      expect(await refusal(header), JSON.stringify(header)).toBe(
        `bad value for header "api-version": ${words}: ${header}`,
      )
    }
  })

  it('refuses a value that is not visible ASCII, written as the http crate writes it', async () => {
    expect(await refusal('1.0.0\u00e9')).toBe(
      'bad value for header "api-version": not ASCII: "1.0.0\\xe9"',
    )
    expect(await refusal('"1\u0001"')).toBe(
      'bad value for header "api-version": not ASCII: "\\"1\\x1\\""',
    )
  })
})

describe('compareVersions', () => {
  it('orders as the semver crate does', () => {
    const ordered = [
      '1.0.0-1',
      '1.0.0-2',
      '1.0.0-10',
      '1.0.0-a',
      '1.0.0-a.1',
      '1.0.0-b',
      '1.0.0',
      '1.0.0+0',
      '1.0.0+00',
      '1.0.0+1',
      '1.0.0+a',
      '1.0.1',
      '2025112000.0.0',
      '2026081901.0.0',
    ].map(parseVersion)
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        expect(
          compareVersions(ordered[i], ordered[j]),
          `${ordered[i].text} ~ ${ordered[j].text}`,
        ).toBe(Math.sign(i - j))
      }
    }
  })
})
