import { LanguageModelError, type ChatMessage, type LanguageModel } from './index';

/** No model configured: the assistant answers with its built-in engine alone. */
export class NoLanguageModel implements LanguageModel {
  readonly available = false;
  readonly name = '';

  async complete(): Promise<ChatMessage> {
    throw new LanguageModelError('no language model is configured');
  }
}
