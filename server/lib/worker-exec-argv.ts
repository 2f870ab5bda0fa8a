/**
 * The Node flags a worker thread starts with: the process's own, less those a worker refuses or
 * cannot use. Heap-size flags are refused (`npm start` sets the young generation; a worker's heap
 * is set by its resourceLimits), and a debugger flag would clash on its port. The TypeScript
 * loader is registered by each worker's entry itself (Node 20 does not carry it over).
 */
export const workerExecArgv = (): string[] => process.execArgv.filter((arg) => !arg.startsWith('--inspect') && !/^--max-(semi|old)-space-size/.test(arg));
