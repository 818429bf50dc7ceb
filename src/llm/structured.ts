import { generateText, Output, type FlexibleSchema } from 'ai';
import type { ModelId } from './models.js';
import { classifyProviderError } from './provider-errors.js';
import { credentialSecrets, type LlmConfig } from './config.js';
import { plainProviderModel } from './providers.js';

export interface StructuredRequest<T> {
  system: string;
  prompt: string;
  /** A zod schema: sent to the provider as JSON schema, and the answer is validated against it. */
  schema: FlexibleSchema<T>;
  timeoutMs: number;
}

/**
 * Asks a provider-backed model for one object of the schema, through the provider built as the
 * answer engine builds it. Every failure (HTTP, timeout, an answer that is not valid JSON of the
 * schema) is thrown as a classified LlmError.
 */
export async function generateStructured<T>(llm: LlmConfig, model: ModelId, request: StructuredRequest<T>): Promise<T> {
  const languageModel = plainProviderModel(model, llm);
  try {
    const result = await generateText({
      model: languageModel,
      system: request.system,
      prompt: request.prompt,
      output: Output.object({ schema: request.schema }),
      // The caller has a fallback; retrying would only keep its user waiting.
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(request.timeoutMs),
    });
    return result.output;
  } catch (error) {
    throw classifyProviderError(error, { model, timeoutMs: request.timeoutMs, secrets: credentialSecrets(llm) });
  }
}
