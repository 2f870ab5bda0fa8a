/**
 * The Node flags a worker thread starts with: the process's own, less those a worker refuses or
 * cannot use. V8's heap flags are refused (`npm start` sets the young generation and turns off
 * pretenuring; they hold for the whole process, and a worker's heap size is set by its
 * resourceLimits), and a debugger flag would clash on its port. The TypeScript loader is
 * registered by each worker's entry itself (Node 20 does not carry it over).
 */
export const workerExecArgv = (): string[] =>
  process.execArgv.filter((arg) => !arg.startsWith('--inspect') && !/^--(max-(semi|old)-space-size|(no-)?allocation-site-pretenuring)/.test(arg));
