/** Who the service pretends to be. `label` appears in notes only. */
export type Persona = { readonly id: string; readonly label: string; readonly language: string }

// First version (the persona issue extends it to every language of the issue).
const personas: Readonly<Record<string, Persona>> = {
  english: { id: 'en-retired-teacher', label: 'Margaret, 67, retired teacher', language: 'English' },
  hindi: { id: 'hi-shopkeeper', label: 'रमेश, 58, किराना दुकानदार', language: 'Hindi' },
}

/** The persona for a turn: by `metadata.language`, English for anything unknown. */
export const choosePersona = (metadataLanguage: string, _scammerText: string): Persona =>
  personas[metadataLanguage.trim().toLowerCase()] ?? (personas['english'] as Persona)
