import { apiRequest } from '#app/lib/api-client.ts';

/** GET /api/canva/auth (admin): the Canva authorisation URL to open in the pop-up. */
export const startCanvaAuth = () => apiRequest<{ authUrl: string }>('GET', '/api/canva/auth');
