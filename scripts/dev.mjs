// `npm run dev`: the API (restarting on change) on API_PORT and Vite with hot reload on 5173, proxying /api.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5000';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
