import type { AiConfig } from '../../config';
import type { LanguageModel } from './index';
import { NoLanguageModel } from './none';
import { OpenAiCompatibleModel } from './openai-compatible';

/** The configured model: an OpenAI-compatible API when AI_BASE_URL is set, else none. */
export function createLanguageModel(config: AiConfig): LanguageModel {
  return config.live ? new OpenAiCompatibleModel(config.live) : new NoLanguageModel();
}
