import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { dataEnvelope, withErrors } from '../../lib/schemas.js';
import { isModelConfigured, MODEL_IDS, MODELS, PROVIDER_CREDENTIAL_ENV } from '../../llm/models.js';

const Model = Type.Object({
  id: Type.String({ description: 'the value to send as a model' }),
  label: Type.String(),
  provider: Type.String(),
  providerModelId: Type.String(),
  configured: Type.Boolean({ description: 'whether the provider has credentials on this server' }),
  credentialEnv: Type.Union([Type.String(), Type.Null()], { description: 'the variable that configures the provider' }),
});

export const modelRoutes: FastifyPluginAsyncTypebox<{ env: NodeJS.ProcessEnv }> = async (app, { env }) => {
  app.get(
    '/models',
    { schema: { tags: ['Models'], operationId: 'listModels', response: withErrors({ 200: dataEnvelope(Type.Array(Model)) }) } },
    async () => ({
      data: MODEL_IDS.map((id) => ({
        id,
        label: MODELS[id].label,
        provider: MODELS[id].provider,
        providerModelId: MODELS[id].providerModelId,
        configured: isModelConfigured(id, env),
        credentialEnv: PROVIDER_CREDENTIAL_ENV[MODELS[id].provider] ?? null,
      })),
    }),
  );
};
