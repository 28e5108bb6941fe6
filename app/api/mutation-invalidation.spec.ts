import { afterEach, expect, test, vi } from 'vitest'

import { api, apiMutationOptions, queryClient } from './client'

const isStale = (operation: string) =>
  queryClient.getQueryCache().find({ queryKey: [operation, { a: 1 }] })?.state.isInvalidated

afterEach(() => queryClient.clear())

test('a write marks the reads it declares stale, and only those, before its onSuccess', async () => {
  for (const op of ['projectList', 'projectView', 'diskList']) {
    queryClient.setQueryData([op, { a: 1 }], { items: [] })
  }
  const seen: (boolean | undefined)[] = []
  const onSuccess = vi.fn(() => void seen.push(isStale('projectList')))
  const options = apiMutationOptions(api.projectCreate, {
    invalidates: ['projectList', 'projectView'],
    onSuccess,
  })

  const context = {} as Parameters<NonNullable<typeof options.onSuccess>>[3]
  await options.onSuccess?.(
    {} as never,
    { body: { name: 'p', description: '' } },
    undefined,
    context,
  )

  expect(onSuccess).toHaveBeenCalledOnce()
  expect(seen).toEqual([true])
  expect(isStale('projectList')).toBe(true)
  expect(isStale('projectView')).toBe(true)
  expect(isStale('diskList')).toBe(false)
})

test('a write that declares nothing invalidates nothing', async () => {
  queryClient.setQueryData(['projectList', { a: 1 }], { items: [] })
  const options = apiMutationOptions(api.projectDelete)
  const context = {} as Parameters<NonNullable<typeof options.onSuccess>>[3]
  await options.onSuccess?.({} as never, { path: { project: 'p' } }, undefined, context)
  expect(isStale('projectList')).toBe(false)
})
