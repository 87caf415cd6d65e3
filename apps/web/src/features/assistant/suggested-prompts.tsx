const prompts = [
  'Suggest some thrillers',
  'Feel-good comedies',
  'Movies like Inception',
  'Korean shows from the 2010s',
  'Films directed by Nolan',
  'Who directed The Matrix?',
];

export function SuggestedPrompts({ onPick }: { onPick(prompt: string): void }) {
  return (
    <div>
      <p id="assistant-suggestions" className="text-sm text-zinc-600 dark:text-zinc-400">
        Try one of these:
      </p>
      <ul aria-labelledby="assistant-suggestions" className="mt-2 flex flex-wrap gap-2">
        {prompts.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPick(prompt)}
              className="rounded-full border border-zinc-300 px-3 py-1.5 text-sm text-zinc-800 hover:border-brand-500 hover:text-brand-700 dark:border-zinc-600 dark:text-zinc-200 dark:hover:text-brand-400"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
