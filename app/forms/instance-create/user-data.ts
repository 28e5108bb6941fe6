import type { InstanceCreateValues } from './values'

/** base64 of bytes, RFC 4648 §4 (`+`, `/`, padding), as the contract wants `user_data`. */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  // in slices: String.fromCharCode takes its bytes as arguments, and there is a limit
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

/**
 * The form value for a chosen file. A file over the limit is not read at all: the schema
 * refuses it by its size, and the user picks another.
 */
export async function readUserData(
  file: File,
  maxBytes: number,
): Promise<NonNullable<InstanceCreateValues['userData']>> {
  const base64 = file.size > maxBytes ? '' : toBase64(new Uint8Array(await file.arrayBuffer()))
  return { fileName: file.name, size: file.size, base64 }
}
