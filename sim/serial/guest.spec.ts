import { describe, expect, it } from 'vitest'
import {
  bootLog,
  fromBytes,
  guestInput,
  initialGuest,
  MAX_LINE_BYTES,
  MAX_USER_BYTES,
  toBytes,
  type GuestInfo,
} from './guest'

const info: GuestInfo = {
  instanceId: '0b7a1c5e-1111-4222-8333-444455556666',
  hostname: 'web1',
  ncpus: 2,
  memory: 4 * 1024 ** 3,
  os: 'ubuntu',
  version: '22.04',
  bootedAt: '2025-03-03T12:00:02.000Z',
  boot: 1,
}

/** Types `keys` from the state given and returns what the guest printed and its state */
function type(keys: string, state = initialGuest()) {
  const r = guestInput(state, info, toBytes(keys))
  return { out: r.output, state: r.state }
}

describe('boot log', () => {
  it('is the same for the same boot and ends in a login prompt', () => {
    const log = bootLog(info)
    expect(bootLog(info)).toBe(log)
    expect(log).toContain('Ubuntu 22.04 LTS web1 ttyS0')
    expect(log).toContain('smpboot: Allowing 2 CPUs')
    expect(log.endsWith('\r\nweb1 login: ')).toBe(true)
    // another boot prints other times
    expect(bootLog({ ...info, boot: 2 })).not.toBe(log)
  })

  it('falls back to a Debian guest when the image is unknown', () => {
    expect(bootLog({ ...info, os: null, version: null })).toContain(
      'Debian GNU/Linux 12 web1 ttyS0',
    )
  })
})

describe('getty and shell', () => {
  it('echoes a user name, hides the password and opens a shell', () => {
    const user = type('alice')
    expect(user.out).toBe('alice')
    const password = type('\rsecret', user.state)
    expect(password.out).toBe('\r\nPassword: ')
    expect(password.state.phase).toBe('password')
    const shell = type('\r', password.state)
    expect(shell.out).toContain('(simulated guest)')
    expect(shell.out.endsWith('alice@web1:~$ ')).toBe(true)
    expect(shell.state.phase).toBe('shell')
  })

  it('refuses an empty password', () => {
    const { out, state } = type('root\r\r')
    expect(out).toContain('Login incorrect\r\nweb1 login: ')
    expect(state.phase).toBe('login')
  })

  it('answers a few commands and logs out', () => {
    const { state } = type('root\rpw\r')
    expect(type('hostname\r', state).out).toBe('hostname\r\nweb1\r\nroot@web1:~# ')
    expect(type('echo hi  there\r', state).out).toBe('echo hi  there\r\nhi there\r\nroot@web1:~# ')
    expect(type('frob\r', state).out).toContain('-bash: frob: command not found')
    const out = type('exit\r', state)
    expect(out.out.endsWith('logout\r\n\r\nweb1 login: ')).toBe(true)
    expect(out.state.phase).toBe('login')
  })

  it('erases with backspace, whole UTF-8 characters included', () => {
    const { out, state } = type('ab\x7f')
    expect(out).toBe('ab\b \b')
    expect(state.line).toBe('a')
    const utf8 = fromBytes(new TextEncoder().encode('é'))
    expect(type(utf8 + '\x7f').state.line).toBe('')
  })

  it('ignores arrow keys and drops the line on Ctrl+C', () => {
    expect(type('\x1b[A\x1b[Dx').out).toBe('x')
    const { out, state } = type('abc\x03')
    expect(out).toBe('abc^C\r\nweb1 login: ')
    expect(state.line).toBe('')
  })

  it('keeps at most MAX_LINE_BYTES of a line, drops the rest with one bell per call', () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x78)
    let state = initialGuest()
    let printed = 0
    let bells = 0
    // 10 MiB typed without a newline, in the pieces a websocket delivers
    for (let i = 0; i < 160; i++) {
      const r = guestInput(state, info, chunk)
      state = r.state
      printed += r.output.length
      bells += r.output.split('\x07').length - 1
    }
    expect(state.line.length).toBe(MAX_LINE_BYTES)
    expect(printed).toBe(MAX_LINE_BYTES + bells)
    expect(bells).toBe(160)
    // erasing makes room again, and the line still ends as a line does
    const more = type('\x7fyz', state)
    expect(more.out).toBe('\b \by\x07')
    expect(more.state.line).toBe('x'.repeat(MAX_LINE_BYTES - 1) + 'y')
    const entered = type('\r', more.state)
    expect(entered.state).toMatchObject({ phase: 'password', line: '' })
  })

  it('does not echo a password cut at the bound, and drops it on Ctrl+C', () => {
    const { state } = type('root\r')
    const r = type('p'.repeat(MAX_LINE_BYTES + 10), state)
    expect(r.out).toBe('\x07')
    expect(r.state.line.length).toBe(MAX_LINE_BYTES)
    expect(type('\x03', r.state).state).toMatchObject({ phase: 'login', line: '', user: '' })
  })

  it('refuses a user name longer than utmp holds, so a prompt never carries a long line', () => {
    const { out, state } = type('u'.repeat(MAX_USER_BYTES + 1) + '\rpw\r')
    expect(out.endsWith('Login incorrect\r\nweb1 login: ')).toBe(true)
    expect(state).toMatchObject({ phase: 'login', user: '' })
    const longest = type('u'.repeat(MAX_USER_BYTES) + '\rpw\r')
    expect(longest.out.endsWith(`${'u'.repeat(MAX_USER_BYTES)}@web1:~$ `)).toBe(true)
  })
})
