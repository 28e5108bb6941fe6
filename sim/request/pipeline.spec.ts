// What Nexus answers before any handler runs, for well-meaning and hostile requests alike.
import { describe, expect, it } from 'vitest'
import { setup } from '../testing/test-utils'
import type { Sim } from '../index'
import { BODY_LIMIT } from './pipeline'

type Sent = { status: number; body: Record<string, unknown> | undefined; ms: number }

/** One raw request through the simulator's handlers, as a signed-in admin by default. */
async function send(
  sim: Sim,
  method: string,
  path: string,
  opts: { body?: string | Uint8Array; headers?: Record<string, string>; anonymous?: boolean } = {},
): Promise<Sent> {
  const headers = new Headers(opts.headers)
  if (!opts.anonymous) headers.set('cookie', `session=${sim.createSession('admin')}`)
  if (opts.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json')
  }
  const start = performance.now()
  const request = new Request(`http://localhost${path}`, {
    method,
    headers,
    body: opts.body as BodyInit | undefined,
  })
  const response = await sim.fetch(request, { target: path })
  const ms = performance.now() - start
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, ms }
}

/** Dropshot's refusal: a 400 with a request id, no error code, and this message. */
function expectRefused(sent: Sent, message: string | RegExp, status = 400) {
  expect(sent.status).toBe(status)
  expect(sent.body?.request_id).toMatch(/^[0-9a-f-]{36}$/)
  expect(sent.body).not.toHaveProperty('error_code')
  if (typeof message === 'string') expect(sent.body?.message).toBe(message)
  else expect(sent.body?.message).toMatch(message)
}

const instance = (fields: Record<string, unknown>) =>
  JSON.stringify({
    name: 'web',
    description: '',
    hostname: 'web',
    ncpus: 1,
    memory: 1024 ** 3,
    ...fields,
  })

describe('request bodies', () => {
  it("words what serde refuses as Nexus does, with serde_json's position", async () => {
    const sim = setup()
    expectRefused(
      await send(sim, 'POST', '/v1/projects', { body: '{}' }),
      'unable to parse JSON body: missing field `name` at line 1 column 2',
    )
    expectRefused(
      await send(sim, 'POST', '/v1/projects', { body: '{"name": "wEb", "description": ""}' }),
      'unable to parse JSON body: name: name contains invalid character: "E"' +
        ' (allowed characters are lowercase ASCII, digits, and "-") at line 1 column 14',
    )
    expectRefused(
      await send(sim, 'POST', '/v1/instances?project=demo-project', {
        body: instance({ ncpus: 1.5 }),
      }),
      /^unable to parse JSON body: ncpus: invalid type: floating point `1.5`, expected u16 at line 1 column \d+$/,
    )
    // JSON.parse cannot tell 1.0 from 1; serde_json can, and the integer refuses it
    expectRefused(
      await send(sim, 'POST', '/v1/instances?project=demo-project', {
        body: instance({ description: 'v1.0 "x" e', ncpus: 1.0 }).replace(
          '"ncpus":1',
          '"ncpus":1.0',
        ),
      }),
      /^unable to parse JSON body: ncpus: invalid type: floating point `1.0`, expected u16 at/,
    )
    expectRefused(
      await send(sim, 'POST', '/v1/instances?project=demo-project', {
        body: instance({}).replace(/"memory":\d+/, '"memory":1e9'),
      }),
      /^unable to parse JSON body: memory: invalid type: floating point `1000000000.0`, expected u64 at/,
    )
    expectRefused(
      await send(sim, 'POST', '/v1/instances?project=demo-project', {
        body: instance({ start: 'maybe' }),
      }),
      /^unable to parse JSON body: start: invalid type: string "maybe", expected a boolean at/,
    )
    expectRefused(
      await send(sim, 'POST', '/v1/instances?project=demo-project', {
        body: instance({ ncpus: 70000 }),
      }),
      /ncpus: invalid value: integer `70000`, expected u16 at/,
    )
    expectRefused(
      await send(sim, 'POST', '/v1/disks?project=demo-project', {
        body: JSON.stringify({
          name: 'd',
          description: '',
          size: 1024 ** 3,
          disk_source: { type: 'floppy' },
        }),
      }),
      // the tag's own path, and the position just past its value
      'unable to parse JSON body: disk_source.type: unknown variant `floppy`, expected one of `blank`, `snapshot`, `image`, `importing_blocks` at line 1 column 77',
    )
    expect(sim.store.list('instances')).toHaveLength(1)
  })

  it('reports malformed JSON as serde_json does', async () => {
    const sim = setup()
    const cases: [string, string][] = [
      ['', 'EOF while parsing a value at line 1 column 0'],
      ['{"name":', 'EOF while parsing a value at line 1 column 8'],
      ['{"name" "x"}', 'expected `:` at line 1 column 9'],
      ['{"a":1,}', 'trailing comma at line 1 column 8'],
      ['{"a":1} x', 'trailing characters at line 1 column 9'],
      ['{a:1}', 'key must be a string at line 1 column 2'],
      ['{\n  "a": tru\n}', 'expected ident at line 3 column 0'],
    ]
    for (const [body, message] of cases) {
      expectRefused(
        await send(sim, 'POST', '/v1/projects', { body }),
        `unable to parse JSON body: ${message}`,
      )
    }
  })

  it('refuses a field a struct repeats, as serde does, after reading its first value', async () => {
    const sim = setup()
    const post = (body: string) => send(sim, 'POST', '/v1/projects', { body })
    // serde stands just past the repeated key's closing quote
    expectRefused(
      await post('{"name":"a","name":"p","description":""}'),
      'unable to parse JSON body: duplicate field `name` at line 1 column 18',
    )
    expectRefused(
      await post('{"name":"a",\n  "name"  :"p","description":""}'),
      'unable to parse JSON body: duplicate field `name` at line 2 column 10',
    )
    // the first value is read first: its error wins, wherever it sits
    expectRefused(
      await post('{"name":{"x":[1.5]},"name":"p","description":""}'),
      'unable to parse JSON body: name: invalid type: map, expected a string at line 1 column 8',
    )
    // fields the struct does not know are skipped, repeated or not
    const ignored = await post('{"name":"p","extra":1,"extra":2,"description":""}')
    expect(ignored.status).toBe(201)
    // nested structs too, with the path to them
    const nested = await send(sim, 'PUT', '/v1/instances/db1?project=demo-project', {
      body: '{"ncpus":2,"memory":1073741824,"ncpus":4}',
    })
    expectRefused(nested, 'unable to parse JSON body: duplicate field `ncpus` at line 1 column 38')
  })

  it('refuses deep nesting with a 400, on every endpoint, login included', async () => {
    const sim = setup()
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    for (const path of ['/v1/projects', '/v1/login/demo-silo/local', '/v1/instances?project=x']) {
      expectRefused(
        await send(sim, 'POST', path, { body: deep, anonymous: path.includes('login') }),
        'unable to parse JSON body: recursion limit exceeded at line 1 column 129',
      )
    }
    // well-formed but deep inside a value the contract leaves open
    const open = `{"name":"a","description":"","x":${'['.repeat(200)}${']'.repeat(200)}}`
    expectRefused(
      await send(sim, 'POST', '/v1/projects', { body: open }),
      /recursion limit exceeded/,
    )
  })

  it('refuses bodies over the limit before reading them whole', async () => {
    const sim = setup()
    const big = instance({ description: 'x'.repeat(BODY_LIMIT) })
    expectRefused(
      await send(sim, 'POST', '/v1/instances?project=demo-project', { body: big }),
      `request body exceeded maximum size of ${BODY_LIMIT} bytes`,
    )
    // unauthenticated, and declared larger than the limit: refused without reading
    const declared = await send(sim, 'POST', '/v1/projects', {
      body: big,
      anonymous: true,
      headers: { 'content-length': String(big.length) },
    })
    expect(declared.status).toBe(400)
  })

  it('bounds free text to what Nexus stores', async () => {
    const sim = setup()
    const body = (description: string) => JSON.stringify({ name: 'p', description })
    expectRefused(
      await send(sim, 'POST', '/v1/projects', { body: body('d'.repeat(513)) }),
      /^unable to parse JSON body: description: description may contain at most 512 characters/,
    )
    expect((await send(sim, 'POST', '/v1/projects', { body: body('d'.repeat(512)) })).status).toBe(
      201,
    )
  })

  it('accepts JSON only, under any casing or parameters of its media type', async () => {
    const sim = setup()
    const body = JSON.stringify({ name: 'p', description: '' })
    expectRefused(
      await send(sim, 'POST', '/v1/projects', { body, headers: { 'content-type': 'text/plain' } }),
      'expected content type "application/json", got "text/plain"',
    )
    const form = await send(sim, 'POST', '/v1/projects', {
      body: 'name=p',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(400)
    const ok = await send(sim, 'POST', '/v1/projects', {
      body,
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    })
    expect(ok.status).toBe(201)
  })

  it('refuses bytes that are not UTF-8', async () => {
    const sim = setup()
    const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"a'), 0xff, 0x22, 0x7d])
    expectRefused(
      await send(sim, 'POST', '/v1/projects', { body: bytes }),
      'unable to parse JSON body: invalid unicode code point at line 1 column 11',
    )
  })
})

describe('a byte-order mark and stray non-ASCII bytes', () => {
  const BOM = new Uint8Array([0xef, 0xbb, 0xbf])
  const withBom = (text: string | Uint8Array) => {
    const rest = typeof text === 'string' ? new TextEncoder().encode(text) : text
    return new Uint8Array([...BOM, ...rest])
  }

  it('refuses a JSON body that starts with one, as serde_json does at its first byte', async () => {
    const sim = setup()
    expectRefused(
      await send(sim, 'POST', '/v1/projects', {
        body: withBom('{"name":"bom","description":""}'),
      }),
      'unable to parse JSON body: expected value at line 1 column 1',
    )
    expectRefused(
      await send(sim, 'POST', '/v1/login/demo-silo/local', {
        anonymous: true,
        body: withBom('{"username":"admin","password":"demo-password"}'),
      }),
      'unable to parse JSON body: expected value at line 1 column 1',
    )
    // and before bytes that are not UTF-8 at all: serde_json never reaches them
    expectRefused(
      await send(sim, 'POST', '/v1/projects', {
        body: withBom(new Uint8Array([...new TextEncoder().encode('{"name":"'), 0xff, 0x22, 0x7d])),
      }),
      'unable to parse JSON body: expected value at line 1 column 1',
    )
    expect(sim.store.list('projects').some((p) => p.name === 'bom')).toBe(false)
  })

  it('counts only the first byte of a stray character it refuses', async () => {
    const sim = setup()
    expectRefused(
      await send(sim, 'POST', '/v1/projects', { body: '{"name": é}' }),
      'unable to parse JSON body: expected value at line 1 column 10',
    )
    expectRefused(
      await send(sim, 'POST', '/v1/projects', { body: '{"name":"p"\u00a0}' }),
      'unable to parse JSON body: expected `,` or `}` at line 1 column 12',
    )
  })

  it('keeps one in a form body, where it makes the first field another name', async () => {
    const sim = setup()
    const sent = await send(sim, 'POST', '/device/auth', {
      anonymous: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: withBom('client_id=00000000-0000-4000-8000-000000000000'),
    })
    expectRefused(sent, 'unable to parse URL-encoded body: missing field `client_id`')
  })
})

describe('query strings and paths', () => {
  it('refuses a parameter given twice, as serde does a struct field', async () => {
    const sim = setup()
    for (const path of [
      '/v1/vpcs/default?project=demo-project&project=demo-project',
      '/v1/vpcs/default?project=demo-project&project=other',
      // serde stops at the second key, before its value
      '/v1/vpcs/default?project=demo-project&project=Bad',
    ]) {
      expectRefused(
        await send(sim, 'GET', path),
        'unable to parse query string: duplicate field `project`',
      )
    }
    // a value it cannot read comes first when it comes first
    expectRefused(
      await send(sim, 'GET', '/v1/vpcs/default?project=Bad&project=demo-project'),
      'unable to parse query string: name must begin with an ASCII lowercase character',
    )
    expectRefused(
      await send(sim, 'POST', '/v1/disks?project=demo-project&project=demo-project', {
        body: JSON.stringify({
          name: 'd',
          description: '',
          size: 1024 ** 3,
          disk_source: { type: 'blank', block_size: 512 },
        }),
      }),
      'unable to parse query string: duplicate field `project`',
    )
    expect(sim.store.list('disks').some((d) => d.name === 'd')).toBe(false)
  })

  it("takes a paginated list's last value, but refuses a repeated page size", async () => {
    const sim = setup()
    // dropshot gathers a list's scan parameters into a map: the last one stays
    expect((await send(sim, 'GET', '/v1/vpcs?project=nope&project=demo-project')).status).toBe(200)
    expect((await send(sim, 'GET', '/v1/vpcs?project=demo-project&project=nope')).status).toBe(404)
    expectRefused(
      await send(sim, 'GET', '/v1/projects?limit=1&limit=1'),
      'unable to parse query string: duplicate field `limit`',
    )
    // the metrics lists read their selector in a struct of its own besides
    const start = new Date(Date.now() - 60_000).toISOString()
    const end = new Date().toISOString()
    expectRefused(
      await send(
        sim,
        'GET',
        `/v1/metrics/cpus_provisioned?start_time=${start}&end_time=${end}&project=demo-project&project=demo-project`,
      ),
      'unable to parse query string: duplicate field `project`',
    )
  })

  it('parses the page size as Nexus does', async () => {
    const sim = setup()
    for (const [limit, message] of [
      ['1.5', 'invalid digit found in string'],
      ['0x10', 'invalid digit found in string'],
      ['-1', 'invalid digit found in string'],
      ['', 'cannot parse integer from empty string'],
      ['0', 'invalid value: integer `0`, expected a nonzero u32'],
      ['4294967296', 'number too large to fit in target type'],
    ]) {
      expectRefused(
        await send(sim, 'GET', `/v1/projects?limit=${limit}`),
        `unable to parse query string: ${message}`,
      )
    }
    expect((await send(sim, 'GET', '/v1/projects?limit=2')).status).toBe(200)
  })

  it('requires the selectors the contract requires, and checks their form', async () => {
    const sim = setup()
    expectRefused(
      await send(sim, 'GET', '/v1/vpc-subnets?vpc=default&project=Bad'),
      'unable to parse query string: name must begin with an ASCII lowercase character',
    )
    expectRefused(
      await send(sim, 'GET', '/v1/projects/bad_Name'),
      /^bad parameter in URL path: name contains invalid character: "_"/,
    )
    expectRefused(
      await send(sim, 'GET', '/v1/projects?sort_by=size'),
      'unable to parse query string: unknown variant `size`, expected one of `name_ascending`, `name_descending`, `id_ascending`',
    )
  })
})

describe('hostile input costs linear time', () => {
  // A backtracking engine needed over two minutes for the first hostname and one
  // second for the long login name; the bound is generous for a busy machine.
  it('answers pathological names and hostnames at once', async () => {
    const sim = setup()
    const hostnames = [
      Array.from({ length: 6 }, () => 'a'.repeat(50)).join('.'),
      Array.from({ length: 6 }, () => 'a'.repeat(50)).join('.') + '-',
      ('a'.repeat(60) + '.').repeat(4) + 'a-',
    ]
    for (const hostname of hostnames) {
      const sent = await send(sim, 'POST', '/v1/instances?project=demo-project', {
        body: instance({ hostname }),
      })
      expect(sent.status).toBe(400)
      expect(sent.ms).toBeLessThan(1000)
    }
    const login = await send(sim, 'POST', '/v1/login/demo-silo/local', {
      anonymous: true,
      body: JSON.stringify({ username: 'a'.repeat(20_000) + '!', password: 'x' }),
    })
    expectRefused(login, /^unable to parse JSON body: username: name may contain at most 63/)
    expect(login.ms).toBeLessThan(1000)
  })
})
