import { describe, expect, it } from 'vitest'

import { INITIAL, NEWEST, V14 } from '../rack-api'
import { toCli } from './cli'
import { toCurl } from './curl'
import { sentRequest } from './request'
import { heredocDelimiter, shellQuote } from './shell'
import { hclString, toTerraform } from './terraform'

const diskCreate = {
  op: 'diskCreate' as const,
  params: {
    query: { project: 'demo-project' },
    body: {
      name: 'data',
      description: "Bob's disk",
      size: 10 * 1024 ** 3,
      diskBackend: {
        type: 'distributed' as const,
        diskSource: { type: 'blank' as const, blockSize: 4096 as const },
      },
    },
  },
}

describe('shell quoting', () => {
  it('keeps text literal, single quotes included', () => {
    expect(shellQuote("it's $HOME")).toBe(`'it'\\''s $HOME'`)
  })
  it('picks a heredoc end that is not a line of the text', () => {
    expect(heredocDelimiter('a\nEOF\nb')).toBe('EOF_')
  })
})

describe('sentRequest', () => {
  it('records method, URL with query, version header and the snake_case body', async () => {
    const sent = await sentRequest(diskCreate)
    expect(sent.method).toBe('POST')
    expect(sent.path).toBe('/v1/disks?project=demo-project')
    expect(sent.headers['api-version']).toBe(NEWEST)
    expect(JSON.parse(sent.body!)).toMatchObject({
      name: 'data',
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    })
  })
  it('has no body for an action', async () => {
    const sent = await sentRequest({
      op: 'instanceStop',
      params: { path: { instance: 'db1' }, query: { project: 'p' } },
    })
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/instances/db1/stop?project=p' })
    expect(sent.body).toBeUndefined()
  })
  it("translates for an older rack, in its version's header", async () => {
    const v14 = await sentRequest(diskCreate, V14)
    expect(v14.headers['api-version']).toBe(V14)
    expect(v14.body).not.toContain('disk_backend')
    const initial = await sentRequest(diskCreate, INITIAL)
    expect(initial.headers['api-version']).toBe(INITIAL)
  })
})

describe('toCurl', () => {
  it('writes the request with the token as a variable and the body quoted', async () => {
    const curl = toCurl(await sentRequest(diskCreate), 'https://rack.example')
    expect(curl).toContain(`curl -X POST 'https://rack.example/v1/disks?project=demo-project'`)
    expect(curl).toContain(`-H "Authorization: Bearer $OXIDE_TOKEN"`)
    expect(curl).toContain(`-H 'api-version: ${NEWEST}'`)
    expect(curl).toContain(`-H 'content-type: application/json'`)
    expect(curl).toContain(`"description":"Bob'\\''s disk"`)
  })
})

describe('toCli', () => {
  it("uses the CLI's subcommand on the newest API, the body on stdin", async () => {
    const cli = toCli(await sentRequest(diskCreate), true)
    expect(cli).toMatch(
      /^oxide disk create --project 'demo-project' --json-body \/dev\/stdin <<'EOF'\n\{/,
    )
    expect(cli.endsWith('\nEOF')).toBe(true)
  })
  it('names path parameters as flags', async () => {
    const sent = await sentRequest({
      op: 'instanceStop',
      params: { path: { instance: 'db1' }, query: { project: 'p' } },
    })
    expect(toCli(sent, true)).toBe(`oxide instance stop --instance 'db1' --project 'p'`)
  })
  it('falls back to `oxide api` on an older rack', async () => {
    const cli = toCli(await sentRequest(diskCreate, V14), false)
    expect(cli).toMatch(
      /^oxide api '\/v1\/disks\?project=demo-project' --method POST --input - <<'EOF'/,
    )
  })
})

describe('toTerraform', () => {
  it('maps a disk to oxide_disk with the project looked up by name', () => {
    const tf = toTerraform('diskCreate', diskCreate.params) as string
    expect(tf).toContain('data "oxide_project" "demo-project" {')
    expect(tf).toContain('project_id  = data.oxide_project.demo-project.id')
    expect(tf).toContain('block_size  = 4096')
    expect(tf).toContain(`description = "Bob's disk"`)
    expect(tf).not.toContain('source_image_id')
  })
  it('maps a floating IP pool to a lookup of its ID', () => {
    const tf = toTerraform('floatingIpCreate', {
      query: { project: 'p' },
      body: {
        name: 'ip',
        description: '',
        addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'default' } },
      },
    }) as string
    expect(tf).toContain('ip_pool_id  = data.oxide_ip_pool.default.id')
  })
  it('maps a router to oxide_vpc_router in a VPC looked up by name', () => {
    const tf = toTerraform('vpcRouterCreate', {
      query: { project: 'p', vpc: 'web' },
      body: { name: 'edge', description: '' },
    }) as string
    expect(tf).toContain('data "oxide_vpc" "web" {')
    expect(tf).toContain('resource "oxide_vpc_router" "edge" {')
    expect(tf).toContain('vpc_id      = data.oxide_vpc.web.id')
    expect(tf).toContain('description = ""')
  })
  it('says why an action has none', () => {
    expect(toTerraform('instanceStart', {})).toEqual({
      reason: 'No Terraform resource for starting an instance',
    })
  })
  it('escapes interpolation in strings', () => {
    expect(hclString('a ${b} %{c}')).toBe('"a $${b} %%{c}"')
  })
})
