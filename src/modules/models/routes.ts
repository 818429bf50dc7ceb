import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { dataEnvelope, withErrors } from '../../lib/schemas.js';
import { credentialVariable, type LlmConfig } from '../../llm/config.js';
import { isModelConfigured, MODEL_IDS, MODELS } from '../../llm/models.js';

const Model = Type.Object({
  id: Type.String({ description: 'the value to send as a model' }),
  label: Type.String(),
  provider: Type.String(),
  providerModelId: Type.String(),
  configured: Type.Boolean({ description: 'whether the provider has credentials on this server' }),
  credentialEnv: Type.Union([Type.String(), Type.Null()], { description: 'the variable that configures the provider' }),
  simulated: Type.Boolean({
    description: 'answered by the offline simulator, not by the provider (the SIMULATED model, or every model with LLM_SIMULATE=all)',
  }),
});

export const modelRoutes: FastifyPluginAsyncTypebox<{ llm: LlmConfig }> = async (app, { llm }) => {
  app.get(
    '/models',
    { schema: { tags: ['Models'], operationId: 'listModels', response: withErrors({ 200: dataEnvelope(Type.Array(Model)) }) } },
    async () => ({
      data: MODEL_IDS.map((id) => ({
        id,
        label: MODELS[id].label,
        provider: MODELS[id].provider,
        providerModelId: MODELS[id].providerModelId,
        configured: isModelConfigured(id, llm),
        credentialEnv: credentialVariable(MODELS[id].provider) ?? null,
        simulated: llm.simulateAll || MODELS[id].provider === 'simulated',
      })),
    }),
  );
};
