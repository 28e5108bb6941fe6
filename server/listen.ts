import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The one-line explanation of a failed listen, naming what the user can change. */
export function describeListenError(err: NodeJS.ErrnoException, host: string, port: number) {
  switch (err.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use; set PORT to use another`
    case 'EACCES':
      return `Not allowed to listen on port ${port} on ${host}; set PORT to one above 1023`
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `${host} is not an address of this machine; set HOST to another`
    default:
      return `Could not listen on ${host}:${port}: ${err.message}`
  }
}

export class ListenError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message)
    this.name = 'ListenError'
  }
}

/** Listen, resolving with the bound address or rejecting with a ListenError. */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      reject(new ListenError(describeListenError(err, host, port), err.code))
    }
    const onListening = () => {
      server.off('error', onError)
      resolve(server.address() as AddressInfo)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

/** The URL to print for a bound address (`0.0.0.0` and `::` are shown as localhost). */
export function displayUrl(host: string, port: number) {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}/`
}
