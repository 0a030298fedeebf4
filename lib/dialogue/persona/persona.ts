/** Who the service pretends to be. `label` (name, age, situation, language) appears in notes only. */
export type Persona = { readonly id: string; readonly label: string; readonly language: string }
