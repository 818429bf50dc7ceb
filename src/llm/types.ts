import type { ModelId } from './models.js';

export interface Citation {
  url: string;
  title?: string;
}

/** What a campaign run knows about its question; providers see only `system` and `prompt`. */
export interface AnswerRequest {
  model: ModelId;
  prompt: string;
  /** Persona and market context, in the prompt's language. */
  system?: string;
  language: string;
  country: string;
  timeoutMs: number;
  /** Used only by the simulator, to answer like an assistant asked about this brand's category would. */
  context: {
    brandName: string;
    brandAliases: string[];
    brandDomain: string | null;
    topicSeed: string;
    runIndex: number;
    /** ISO date (YYYY-MM-DD) the run is for: simulated answers drift from day to day. */
    date: string;
  };
}

export interface Answer {
  text: string;
  citations: Citation[];
  usage: { inputTokens: number | null; outputTokens: number | null };
  /** The provider's own model id as it reported it. */
  providerModelId: string;
  latencyMs: number;
  simulated: boolean;
}

export type LlmErrorClass =
  'rate_limited' | 'server_error' | 'timeout' | 'network' | 'auth' | 'bad_request' | 'content_filtered' | 'not_configured' | 'unknown';

const RETRYABLE: ReadonlySet<LlmErrorClass> = new Set(['rate_limited', 'server_error', 'timeout', 'network']);

/** A provider failure classified by type, so the queue decides by class (retry, delay, fail) and never by message text. */
export class LlmError extends Error {
  readonly errorClass: LlmErrorClass;
  readonly retryable: boolean;
  /** From the provider's retry-after, when it sent one. */
  readonly retryAfterMs: number | undefined;
  readonly statusCode: number | undefined;

  constructor(errorClass: LlmErrorClass, message: string, options: { retryAfterMs?: number; statusCode?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'LlmError';
    this.errorClass = errorClass;
    this.retryable = RETRYABLE.has(errorClass);
    this.retryAfterMs = options.retryAfterMs;
    this.statusCode = options.statusCode;
  }
}

export interface AnswerEngine {
  answer(request: AnswerRequest): Promise<Answer>;
}
