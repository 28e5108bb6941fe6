import { describe, expect, it } from 'vitest'

import { GiB, TiB } from '~/util/format'

import { quotaWarning, sledFitSentence } from './fit-words'

const cpus = (requested: number, left: number) => ({
  kind: 'cpus' as const,
  requested,
  left,
  fits: requested <= left,
})
const memory = (requested: number, left: number) => ({
  kind: 'memory' as const,
  requested,
  left,
  fits: requested <= left,
})
const storage = (requested: number, left: number) => ({
  kind: 'storage' as const,
  requested,
  left,
  fits: requested <= left,
})

describe('quotaWarning', () => {
  it('says nothing when everything fits', () => {
    expect(quotaWarning([cpus(4, 94), storage(10 * GiB, TiB)], { starts: true })).toBeNull()
  })

  it('says an instance over the vCPU quota is created but cannot start', () => {
    expect(quotaWarning([cpus(8, 4), memory(16 * GiB, 100 * GiB)], { starts: true })).toBe(
      "This instance needs more vCPUs (8 asked, 4 left) than the silo's quota has left. " +
        'It would be created, but it could not start: its vCPUs and memory count only while ' +
        'it runs. Ask for less, stop instances that are not needed, or ask an operator to ' +
        'raise the quota.',
    )
  })

  it('says so too for an instance created stopped', () => {
    expect(quotaWarning([memory(16 * GiB, 8 * GiB)], { starts: false })).toMatch(
      /^This instance needs more memory \(16 GiB asked, 8 GiB left\) than the silo's quota has left\. It can be created stopped, but it could not start/,
    )
  })

  it('says a create over the storage quota is refused, naming every kind short', () => {
    expect(quotaWarning([cpus(8, 4), storage(2 * TiB, TiB)], { starts: true })).toBe(
      "This instance needs more vCPUs (8 asked, 4 left) and storage (2 TiB asked, 1 TiB left) than the silo's quota has left. " +
        'The create would be refused. Ask for less, free some of the quota, or ask an operator to raise it.',
    )
  })

  it('words a disk alone without the instance', () => {
    expect(quotaWarning([storage(30 * GiB, 20 * GiB)])).toBe(
      "This needs more storage (30 GiB asked, 20 GiB left) than the silo's quota has left. " +
        'The create would be refused. Ask for less storage, delete disks or snapshots that are ' +
        'not needed, or ask an operator to raise the quota.',
    )
  })
})

describe('sledFitSentence', () => {
  const request = { cpus: 16, memory: 64 * GiB }

  it('counts the sleds with room', () => {
    expect(
      sledFitSentence(
        { fitting: 3, total: 4, mostCpus: 126, mostMemory: 992 * GiB },
        request,
        false,
      ),
    ).toEqual({
      ok: true,
      text: '3 of the 4 provisionable sleds have room for 16 vCPUs and 64 GiB now.',
    })
  })

  it('says how much the roomiest sleds have when none fits', () => {
    expect(
      sledFitSentence({ fitting: 0, total: 2, mostCpus: 8, mostMemory: 40 * GiB }, request, false),
    ).toEqual({
      ok: false,
      text:
        'None of the 2 provisionable sleds has room for 16 vCPUs and 64 GiB now: the most free ' +
        'on one sled is 8 threads, and 40 GiB of memory. A start would fail with "No sleds can ' +
        'fit the requested instance".',
    })
  })

  it('speaks of a lone sled as the only one', () => {
    const sled = { total: 1, mostCpus: 8, mostMemory: 40 * GiB }
    expect(sledFitSentence({ ...sled, fitting: 1 }, { cpus: 2, memory: GiB }, false).text).toBe(
      'The only provisionable sled has room for 2 vCPUs and 1 GiB now.',
    )
    expect(sledFitSentence({ ...sled, fitting: 0 }, request, false).text).toBe(
      'The only provisionable sled has no room for 16 vCPUs and 64 GiB now: it has 8 threads, ' +
        'and 40 GiB of memory free. A start would fail with "No sleds can fit the requested instance".',
    )
  })

  it('is honest that an estimate does not count what runs on the sleds', () => {
    const { ok, text } = sledFitSentence(
      { fitting: 20, total: 20, mostCpus: 128, mostMemory: 1000 * GiB },
      request,
      true,
    )
    expect(ok).toBe(true)
    expect(text).toMatch(/What already runs on the sleds is not counted here/)
  })

  it('says when no sled takes new instances at all', () => {
    expect(
      sledFitSentence({ fitting: 0, total: 0, mostCpus: 0, mostMemory: 0 }, request, false),
    ).toMatchObject({ ok: false, text: expect.stringMatching(/^No sled takes new instances now/) })
  })
})
