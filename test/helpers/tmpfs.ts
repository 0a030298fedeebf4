import { execFileSync } from 'node:child_process'
import { tempDir } from './temp-dir.js'

export type Tmpfs = {
  readonly dir: string
  /** Fills what is left of it with a file, so the next write that needs a block fails with ENOSPC. */
  readonly fill: () => void
  /** Removes that file again. */
  readonly free: () => void
  readonly remountReadOnly: () => void
  readonly unmount: () => void
}

const run = (cmd: string, args: ReadonlyArray<string>): void => void execFileSync(cmd, args, { stdio: 'ignore' })

/**
 * A real, small file system of its own (a tmpfs of `size`, e.g. '1m'), to meet a full or
 * read-only disk for real. Needs the right to mount (root, as on the development machine);
 * undefined where it is missing, and the caller skips.
 */
export const tmpfs = (size: string, options: { readonly readOnly?: boolean } = {}): Tmpfs | undefined => {
  const dir = tempDir('hp-tmpfs-')
  try {
    run('mount', ['-t', 'tmpfs', '-o', `size=${size}${options.readOnly === true ? ',ro' : ''}`, 'tmpfs', dir])
  } catch {
    return undefined
  }
  const filler = `${dir}/filler`
  let mounted = true
  const unmount = () => {
    if (!mounted) return
    mounted = false
    run('umount', ['-l', dir])
  }
  process.once('exit', unmount)
  return {
    dir,
    // dd stops at ENOSPC and says so on stderr (ignored); the file then holds every free block.
    fill: () => {
      try {
        run('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4k'])
      } catch {
        // ENOSPC is the point.
      }
    },
    free: () => run('rm', ['-f', filler]),
    remountReadOnly: () => run('mount', ['-o', 'remount,ro', dir]),
    unmount,
  }
}
