// Imported with extensions: worker threads load these files with Node itself, not through Vite.
import { availableParallelism } from 'node:os';
import { Worker, parentPort } from 'node:worker_threads';

/**
 * A small pool of worker threads for the build's CPU-bound JavaScript (trimming CSS): one worker per
 * core by default, started on the first task and ended by `close()`. A task and its result must be
 * structured-cloneable. The worker script calls `serveTasks` with the function that does one task.
 */
export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>;
  close(): Promise<void>;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

export function workerPool<Task, Result>(script: URL, size = availableParallelism()): WorkerPool<Task, Result> {
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: { id: number; task: Task }[] = [];
  const pending = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  let nextId = 0;

  const start = () => {
    // Node strips the types of a .ts worker script itself; its warning about that is noise here.
    const worker = new Worker(script, { execArgv: ['--disable-warning=ExperimentalWarning'] });
    worker.on('message', ({ id, result, error }: Reply) => {
      const settle = pending.get(id)!;
      pending.delete(id);
      if (error === undefined) settle.resolve(result as Result);
      else settle.reject(new Error(error));
      idle.push(worker);
      dispatch();
    });
    worker.on('error', (error) => {
      for (const settle of pending.values()) settle.reject(error);
      pending.clear();
    });
    all.push(worker);
    idle.push(worker);
  };

  const dispatch = () => {
    while (queue.length) {
      if (!idle.length && all.length < size) start();
      const worker = idle.pop();
      if (!worker) return;
      worker.postMessage(queue.shift());
    }
  };

  return {
    run: (task) =>
      new Promise<Result>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        queue.push({ id, task });
        dispatch();
      }),
    close: async () => {
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

/** In a worker script: answers each task the pool sends with `work(task)`. */
export function serveTasks<Task, Result>(work: (task: Task) => Promise<Result> | Result): void {
  if (!parentPort) throw new Error('serveTasks runs in a worker thread started by workerPool');
  const port = parentPort;
  port.on('message', async ({ id, task }: { id: number; task: Task }) => {
    try {
      port.postMessage({ id, result: await work(task) } satisfies Reply);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies Reply);
    }
  });
}

/** `work` over `items` with at most `limit` at a time (the cores, by default); results in order. */
export async function inParallel<Item, Result>(
  items: readonly Item[],
  work: (item: Item) => Promise<Result>,
  limit = availableParallelism(),
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
