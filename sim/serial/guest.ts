// The simulated guest behind an instance's serial port: what it prints while it boots
// and shuts down, and a getty that answers typed bytes (echo, `login:`, `Password:`,
// a shell with a few commands). Pure functions of their inputs, so the same instance
// and the same keys always give the same bytes, in Node and in the browser.
//
// Text here is a "byte string": every char is one byte (0-255), as on a serial line;
// `toBytes`/`fromBytes` convert at the edges. Lines end in CR LF, as a tty sends them.

import { unit } from '../metrics/noise'

/** What the guest knows about the machine it runs on */
export type GuestInfo = {
  instanceId: string
  hostname: string
  ncpus: number
  /** bytes */
  memory: number
  /** from the boot disk's image, e.g. `ubuntu` / `22.04`; null when unknown */
  os: string | null
  version: string | null
  /** ISO time the instance reached running (this boot) */
  bootedAt: string
  /** 1 for the first boot of this VMM, 2 after a reboot, … */
  boot: number
}

export type GuestState = {
  phase: 'login' | 'password' | 'shell'
  /** the line typed so far (a byte string) */
  line: string
  user: string
  /** inside an escape sequence the terminal sent (arrow keys …): 0 none, 1 after ESC, 2 in CSI */
  escape: 0 | 1 | 2
}

export const initialGuest = (): GuestState => ({ phase: 'login', line: '', user: '', escape: 0 })

export const toBytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff)
export const fromBytes = (b: Uint8Array) => {
  let s = ''
  for (let i = 0; i < b.length; i += 0x8000) {
    s += String.fromCharCode(...b.subarray(i, i + 0x8000))
  }
  return s
}

const NL = '\r\n'

/** The longest user name the guest logs in (utmp's 32 bytes); longer ones are refused */
export const MAX_USER_BYTES = 32

function distro(info: GuestInfo) {
  const version = info.version ?? ''
  if (info.os === 'ubuntu') {
    const release = version.split('-')[0] || '22.04'
    return { issue: `Ubuntu ${release} LTS`, kernel: '5.15.0-126-generic', family: 'ubuntu' }
  }
  if (info.os === 'debian' || !info.os) {
    return {
      issue: `Debian GNU/Linux ${version || '12'}`,
      kernel: '6.1.0-28-amd64',
      family: 'debian',
    }
  }
  return { issue: `${info.os} ${version}`.trim(), kernel: '6.6.0', family: info.os }
}

/** `[    1.234567] ` with a time that grows through the boot, fixed by the instance and boot */
function stamper(info: GuestInfo) {
  let t = 0
  let n = 0
  return (step: number) => {
    t += step * (0.5 + unit(info.instanceId, info.boot, n++))
    return `[${t.toFixed(6).padStart(12)}] `
  }
}

const prompt = (info: GuestInfo) => `${info.hostname} login: `

/** The console output of one boot, from firmware to the login prompt */
export function bootLog(info: GuestInfo): string {
  const d = distro(info)
  const at = stamper(info)
  const memKiB = Math.floor(info.memory / 1024)
  const availKiB = Math.floor(memKiB * 0.96)
  const bootedAt = new Date(info.bootedAt).toUTCString().replace('GMT', '+0000')
  const kernelLines = [
    [
      0,
      `Linux version ${d.kernel} (${d.family}-kernel@lists.${d.family}.org) (gcc 12.2.0) #1 SMP PREEMPT_DYNAMIC`,
    ],
    [
      0,
      `Command line: BOOT_IMAGE=/boot/vmlinuz-${d.kernel} root=/dev/nvme0n1p1 ro console=ttyS0,115200n8`,
    ],
    [0, 'DMI: Oxide OxVM, BIOS v0.8 The Aftermath 30, 3161'],
    [0, 'Hypervisor detected: Bhyve'],
    [0.002, `smpboot: Allowing ${info.ncpus} CPUs, 0 hotplug CPUs`],
    [0.03, `Memory: ${availKiB}K/${memKiB}K available`],
    [0.05, `smp: Brought up 1 node, ${info.ncpus} CPU${info.ncpus === 1 ? '' : 's'}`],
    [0.4, 'nvme nvme0: pci function 0000:00:10.0'],
    [0.05, 'nvme0n1: p1 p14 p15'],
    [0.2, 'virtio_net virtio0 enp0s8: renamed from eth0'],
    [0.6, 'EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode. Quota mode: none.'],
    [0.3, 'systemd[1]: Detected virtualization bhyve.'],
    [0.001, `systemd[1]: Set hostname to <${info.hostname}>.`],
  ] as const
  const units = [
    'Started systemd-journald.service - Journal Service.',
    'Finished systemd-fsck-root.service - File System Check on Root Device.',
    'Reached target local-fs.target - Local File Systems.',
    'Started systemd-networkd.service - Network Configuration.',
    'Reached target network-online.target - Network is Online.',
    'Finished cloud-init.service - Cloud-init: Network Stage.',
    'Started ssh.service - OpenBSD Secure Shell server.',
    'Started serial-getty@ttyS0.service - Serial Getty on ttyS0.',
    'Reached target multi-user.target - Multi-User System.',
  ]
  const lines = [
    'BdsDxe: loading Boot0001 "UEFI NVMe Disk" from PciRoot(0x0)/Pci(0x10,0x0)/NVMe(0x1)',
    'BdsDxe: starting Boot0001 "UEFI NVMe Disk" from PciRoot(0x0)/Pci(0x10,0x0)/NVMe(0x1)',
    ...kernelLines.map(([step, text]) => at(step) + text),
    ...units.map((u) => `[  OK  ] ${u}`),
    `${at(2)}cloud-init[612]: Cloud-init v. 24.1 finished at ${bootedAt}. Up ${(3 + unit(info.instanceId, info.boot)).toFixed(2)} seconds`,
    '',
    `${d.issue} ${info.hostname} ttyS0`,
    '',
  ]
  return lines.join(NL) + NL + prompt(info)
}

/** What the guest prints when the instance reboots (before the next boot log) */
export function shutdownLog(): string {
  return (
    NL +
    [
      '[  OK  ] Stopped target multi-user.target - Multi-User System.',
      '[  OK  ] Stopped ssh.service - OpenBSD Secure Shell server.',
      '[  OK  ] Stopped systemd-networkd.service - Network Configuration.',
      '[  OK  ] Reached target shutdown.target - System Shutdown.',
      'reboot: Restarting system',
    ].join(NL) +
    NL
  )
}

const shellPrompt = (state: GuestState, info: GuestInfo) =>
  state.user === 'root' ? `root@${info.hostname}:~# ` : `${state.user}@${info.hostname}:~$ `

/** A shell command's output (without the prompt that follows), or null to log out */
function runCommand(line: string, state: GuestState, info: GuestInfo): string | null {
  const [cmd = '', ...args] = line.trim().split(/\s+/)
  const out = (...l: string[]) => l.map((x) => x + NL).join('')
  switch (cmd) {
    case '':
      return ''
    case 'exit':
    case 'logout':
      return null
    case 'help':
      return out('Commands: echo, help, hostname, ls, pwd, uname [-a], whoami, clear, exit')
    case 'echo':
      return out(args.join(' '))
    case 'hostname':
      return out(info.hostname)
    case 'whoami':
      return out(state.user)
    case 'pwd':
      return out(state.user === 'root' ? '/root' : `/home/${state.user}`)
    case 'ls':
      return ''
    case 'uname':
      return out(
        args[0] === '-a'
          ? `Linux ${info.hostname} ${distro(info).kernel} #1 SMP PREEMPT_DYNAMIC x86_64 GNU/Linux`
          : 'Linux',
      )
    case 'clear':
      return '\x1b[H\x1b[2J'
    default:
      return out(`-bash: ${cmd}: command not found`)
  }
}

/** The bytes of `line` without its last character (a UTF-8 sequence counts as one) */
function dropLastChar(line: string) {
  let end = line.length - 1
  while (end > 0 && (line.charCodeAt(end) & 0xc0) === 0x80) end--
  return line.slice(0, Math.max(0, end))
}

/** The end of a line: what the getty or the shell does with it */
function enter(state: GuestState, info: GuestInfo): [GuestState, string] {
  const line = state.line
  const next = { ...state, line: '' }
  if (state.phase === 'login') {
    const user = line.trim()
    if (!user) return [next, NL + prompt(info)]
    // a name longer than Linux allows is asked for a password, then refused, as login does
    const known = user.length <= MAX_USER_BYTES ? user : ''
    return [{ ...next, phase: 'password', user: known }, NL + 'Password: ']
  }
  if (state.phase === 'password') {
    // any password opens the demo guest, but an empty one is refused as a real getty would
    if (!line || !state.user)
      return [
        { ...next, phase: 'login', user: '' },
        NL + NL + 'Login incorrect' + NL + prompt(info),
      ]
    const motd = `${NL}${distro(info).issue} (simulated guest). Type "help" for the commands.${NL}${NL}`
    const shell: GuestState = { ...next, phase: 'shell' }
    return [shell, motd + shellPrompt(shell, info)]
  }
  const output = runCommand(line, state, info)
  if (output === null) {
    return [{ ...next, phase: 'login', user: '' }, NL + 'logout' + NL + NL + prompt(info)]
  }
  return [next, NL + output + shellPrompt(state, info)]
}

/**
 * The longest line the guest keeps, in bytes: a Linux tty in canonical mode has a 4 KiB
 * buffer with room for the newline, and drops what is typed beyond it.
 */
export const MAX_LINE_BYTES = 4095

const BELL = '\x07'

/**
 * Feeds typed bytes to the guest: returns its next state and what it prints in answer
 * (the echo of printable input, prompts, command output). Passwords are not echoed.
 * Bytes typed past MAX_LINE_BYTES are dropped, with one bell per call that dropped any
 * (a tty rings per byte; one bell keeps a flood from becoming a flood of bells). The
 * work is a few steps per byte, with the line and its echo gathered in runs.
 */
export function guestInput(
  state: GuestState,
  info: GuestInfo,
  input: Uint8Array,
): { state: GuestState; output: string } {
  let phase = state.phase
  let user = state.user
  let escape = state.escape
  // the line as it was, plus the bytes of this call (as char codes) not yet joined to it
  let line = state.line
  let added: number[] = []
  let output = ''
  let rang = false
  const snapshot = (): GuestState => ({ phase, user, escape, line: currentLine() })
  const currentLine = () => {
    if (added.length > 0) {
      for (let i = 0; i < added.length; i += 0x2000) {
        line += String.fromCharCode(...added.slice(i, i + 0x2000))
      }
      added = []
    }
    return line
  }
  /** echoes the run of typed printable bytes before anything else is printed */
  let echoFrom = 0
  const flushEcho = () => {
    if (echoFrom < added.length && phase !== 'password') {
      for (let i = echoFrom; i < added.length; i += 0x2000) {
        output += String.fromCharCode(...added.slice(i, Math.min(added.length, i + 0x2000)))
      }
    }
    echoFrom = added.length
  }
  const print = (text: string) => {
    flushEcho()
    output += text
  }
  const settle = () => {
    flushEcho()
    currentLine()
    echoFrom = 0
  }
  for (const byte of input) {
    if (escape === 1) {
      escape = byte === 0x5b || byte === 0x4f ? 2 : 0
      continue
    }
    if (escape === 2) {
      // a CSI sequence ends with its final byte, 0x40-0x7e
      if (byte >= 0x40 && byte <= 0x7e) escape = 0
      continue
    }
    if (byte >= 0x20 && byte !== 0x7f) {
      if (line.length + added.length < MAX_LINE_BYTES) added.push(byte)
      else if (!rang) {
        print(BELL)
        rang = true
      }
      continue
    }
    settle()
    if (byte === 0x1b) {
      escape = 1
    } else if (byte === 0x0d || byte === 0x0a) {
      const [next, text] = enter({ phase, user, escape, line }, info)
      ;({ phase, user, escape, line } = next)
      output += text
    } else if (byte === 0x7f || byte === 0x08) {
      if (line) {
        line = dropLastChar(line)
        if (phase !== 'password') output += '\b \b'
      }
    } else if (byte === 0x03) {
      // Ctrl+C drops the line
      output += '^C' + NL + (phase === 'shell' ? shellPrompt(snapshot(), info) : prompt(info))
      line = ''
      if (phase !== 'shell') {
        phase = 'login'
        user = ''
      }
    } else if (byte === 0x04 && phase === 'shell' && !line) {
      // Ctrl+D on an empty line logs out
      phase = 'login'
      user = ''
      output += NL + 'logout' + NL + NL + prompt(info)
    } else if (byte === 0x09) {
      output += BELL // no completion here: the bell, as bash does when nothing matches
    }
  }
  settle()
  return { state: snapshot(), output }
}
