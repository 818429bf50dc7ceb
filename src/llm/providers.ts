import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createPerplexity } from '@ai-sdk/perplexity';
import { generateText, type LanguageModel, type ToolSet } from 'ai';
import { httpFetch } from './http-fetch.js';
import { collectCitations } from './citations.js';
import {
  credentialSecrets,
  credentialVariable,
  isProviderConfigured,
  type LlmConfig,
  type ProviderSettings,
  type RemoteProviderId,
} from './config.js';
import { MODELS, type ModelId, type ProviderId } from './models.js';
import { classifyProviderError } from './provider-errors.js';
import { LlmError, type Answer, type AnswerEngine, type AnswerRequest } from './types.js';

type ProviderOptions = NonNullable<Parameters<typeof generateText>[0]['providerOptions']>;

/** One call's model, plus the tools and options that make it search the web from the request's market. */
interface ProviderCall {
  model: LanguageModel;
  tools?: ToolSet;
  providerOptions?: ProviderOptions;
}

interface Adapter {
  /** For the answer engine: the model with whatever makes it search the web from the request's market. */
  answering(providerModelId: string, request: AnswerRequest): ProviderCall;
  /** The model alone, for calls that want no search (structured output). */
  plain(providerModelId: string): LanguageModel;
}

const DEFAULT_BASE_URLS = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
  perplexity: 'https://api.perplexity.ai',
  mistral: 'https://api.mistral.ai/v1',
  deepseek: 'https://api.deepseek.com/v1',
  xai: 'https://api.x.ai/v1',
} as const;

/** The ISO 3166 alpha-2 country (of a region code like US-CA too): all the providers' user-location fields accept. */
function countryCode(country: string): string | undefined {
  return /^([A-Z]{2})(-|$)/.exec(country.trim().toUpperCase())?.[1];
}

function approximateLocation(request: AnswerRequest) {
  const country = countryCode(request.country);
  return country ? { userLocation: { type: 'approximate' as const, country } } : {};
}

/**
 * The provider packages each pin their own @ai-sdk/provider-utils, whose `unique symbol` schema
 * brand makes one copy's tool unassignable to another's ToolSet; at runtime the brand is a shared
 * Symbol.for, so the tool is the same.
 */
function providerTool(tool: object): ToolSet[string] {
  return tool as ToolSet[string];
}

// Base URLs are always passed: left unset, some SDK providers would read process.env themselves.
function openAiAdapter(settings: ProviderSettings): Adapter {
  const openai = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl ?? DEFAULT_BASE_URLS.openai, fetch: httpFetch });
  const { webSearch } = settings;
  return {
    answering: (modelId, request) => {
      if (!webSearch) return { model: openai.chat(modelId) };
      return {
        model: openai.responses(modelId),
        tools: { web_search: providerTool(openai.tools.webSearch(approximateLocation(request))) },
      };
    },
    plain: (modelId) => openai.chat(modelId),
  };
}

/** Each search is billed; a few are enough for one answer. */
const ANTHROPIC_MAX_SEARCHES = 5;

function anthropicAdapter(settings: ProviderSettings): Adapter {
  const anthropic = createAnthropic({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? DEFAULT_BASE_URLS.anthropic,
    fetch: httpFetch,
  });
  const { webSearch } = settings;
  return {
    answering: (modelId, request) => {
      if (!webSearch) return { model: anthropic(modelId) };
      const search = anthropic.tools.webSearch_20250305({ maxUses: ANTHROPIC_MAX_SEARCHES, ...approximateLocation(request) });
      return { model: anthropic(modelId), tools: { web_search: providerTool(search) } };
    },
    plain: (modelId) => anthropic(modelId),
  };
}

function googleAdapter(settings: ProviderSettings): Adapter {
  const google = createGoogleGenerativeAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? DEFAULT_BASE_URLS.google,
    fetch: httpFetch,
  });
  // Gemini's search grounding takes no location: the market is stated in the system text.
  const grounding = settings.webSearch;
  return {
    answering: (modelId) => ({
      model: google(modelId),
      ...(grounding && { tools: { google_search: providerTool(google.tools.googleSearch({})) } }),
    }),
    plain: (modelId) => google(modelId),
  };
}

function perplexityAdapter(settings: ProviderSettings): Adapter {
  const perplexity = createPerplexity({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? DEFAULT_BASE_URLS.perplexity,
    fetch: httpFetch,
  });
  return {
    answering: (modelId, request) => {
      const country = countryCode(request.country);
      return {
        model: perplexity(modelId),
        ...(country && { providerOptions: { perplexity: { web_search_options: { user_location: { country } } } } }),
      };
    },
    plain: (modelId) => perplexity(modelId),
  };
}

function openAiCompatibleAdapter(name: string, baseURL: string, apiKey: string | undefined, modelOverride?: string): Adapter {
  const provider = createOpenAICompatible({ name, baseURL, fetch: httpFetch, ...(apiKey && { apiKey }) });
  const model = (modelId: string) => provider.chatModel(modelOverride || modelId);
  return { answering: (modelId) => ({ model: model(modelId) }), plain: model };
}

function createAdapter(provider: RemoteProviderId, settings: ProviderSettings): Adapter {
  switch (provider) {
    case 'openai':
      return openAiAdapter(settings);
    case 'anthropic':
      return anthropicAdapter(settings);
    case 'google':
      return googleAdapter(settings);
    case 'perplexity':
      return perplexityAdapter(settings);
    case 'mistral':
    case 'deepseek':
    case 'xai':
      return openAiCompatibleAdapter(provider, settings.baseUrl ?? DEFAULT_BASE_URLS[provider], settings.apiKey);
    case 'openai-compatible':
      return openAiCompatibleAdapter('openai-compatible', settings.baseUrl!, settings.apiKey, settings.model);
  }
}

function notConfigured(model: ModelId, provider: ProviderId): LlmError {
  const variable = credentialVariable(provider);
  const remedy = variable ? `set ${variable}` : 'it is answered by the simulator, not by a provider';
  return new LlmError('not_configured', `${model} is not configured: ${remedy}`);
}

function configuredAdapter(provider: ProviderId, llm: LlmConfig): Adapter | undefined {
  if (provider === 'simulated' || !isProviderConfigured(llm, provider)) return undefined;
  return createAdapter(provider, llm.providers[provider]);
}

/** A provider-backed model alone, built as the answer engine builds it but without search tools; not_configured without credentials. */
export function plainProviderModel(model: ModelId, llm: LlmConfig): LanguageModel {
  const { provider, providerModelId } = MODELS[model];
  const adapter = configuredAdapter(provider, llm);
  if (!adapter) throw notConfigured(model, provider);
  return adapter.plain(providerModelId);
}

/** Gemini reports the serving model only as `modelVersion` in its body, which the SDK does not surface. */
function reportedModelId(responseModelId: string, body: unknown): string {
  const modelVersion = (body as { modelVersion?: unknown } | undefined)?.modelVersion;
  return typeof modelVersion === 'string' && modelVersion ? modelVersion : responseModelId;
}

/** Answers every provider-backed model through the Vercel AI SDK; a provider without credentials answers not_configured. */
export function createProviderEngine(llm: LlmConfig): AnswerEngine {
  const adapters = new Map<ProviderId, Adapter>();
  for (const provider of Object.keys(llm.providers) as RemoteProviderId[]) {
    const adapter = configuredAdapter(provider, llm);
    if (adapter) adapters.set(provider, adapter);
  }
  const secrets = credentialSecrets(llm);

  return {
    async answer(request: AnswerRequest): Promise<Answer> {
      const { provider, providerModelId } = MODELS[request.model];
      const adapter = adapters.get(provider);
      if (!adapter) throw notConfigured(request.model, provider);

      const started = performance.now();
      let result: Awaited<ReturnType<typeof generateText>>;
      try {
        result = await generateText({
          ...adapter.answering(providerModelId, request),
          system: request.system,
          prompt: request.prompt,
          // The job queue owns retries, so that a 429 delays the whole provider rather than one call.
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(request.timeoutMs),
        });
      } catch (error) {
        throw classifyProviderError(error, { model: request.model, timeoutMs: request.timeoutMs, secrets });
      }
      const latencyMs = Math.round(performance.now() - started);

      if (result.finishReason === 'content-filter') {
        const refusal = result.text ? `: ${result.text.slice(0, 200)}` : '';
        throw new LlmError('content_filtered', `${request.model}: the provider declined to answer${refusal}`);
      }
      return {
        text: result.text,
        citations: collectCitations(result.sources, result.response.body),
        usage: { inputTokens: result.usage.inputTokens ?? null, outputTokens: result.usage.outputTokens ?? null },
        providerModelId: reportedModelId(result.response.modelId, result.response.body),
        latencyMs,
        simulated: false,
      };
    },
  };
}
