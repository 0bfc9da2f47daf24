// Names travellers type that the city data lacks, keyed by `<country code>:<city name>`.
export const cityAliases: Readonly<Record<string, readonly string[]>> = {
  'US:New York': ['NYC', 'New York City'],
  'IN:Mumbai': ['Bombay'],
  'IN:Kolkata': ['Calcutta'],
  'IN:Chennai': ['Madras'],
  'IN:Bengaluru': ['Bangalore'],
  'GB:London': ['Central London'],
}
