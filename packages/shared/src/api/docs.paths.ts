/** The OpenAPI document and its viewer (@fastify/swagger-ui serves everything under this prefix). */
export const API_DOCS_PATH = '/api/docs';
