import { registerHooks } from 'node:module'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { workerData } from 'node:worker_threads'

// The entry of the event log's threads (the writer, the checkpointer). Compiled (dist/, .js) it only loads the thread's
// module. Run from the TypeScript sources (under tap), the thread is started without tap's
// TypeScript loader, which costs over a second per thread, and Node strips the types itself: this
// hook lets the sources' `./x.js` imports find `./x.ts`. Static imports here are node builtins
// only, since they are resolved before the hook is registered.
const ext = extname(fileURLToPath(import.meta.url))
if (ext === '.ts') {
  registerHooks({
    resolve: (specifier, context, next) => {
      try {
        return next(specifier, context)
      } catch (e) {
        if (!(specifier.startsWith('.') && specifier.endsWith('.js'))) throw e
        return next(`${specifier.slice(0, -'.js'.length)}.ts`, context)
      }
    },
  })
}
// Which thread of the event log this is: the writer (the default) or the checkpointer.
const thread = (workerData as { thread?: string } | null)?.thread === 'checkpointer' ? 'sqlite-checkpoint-thread' : 'sqlite-writer-thread'
await import(`./${thread}${ext}`)
