// geoip-country ships no type declarations; only lookup() is used.
declare module 'geoip-country' {
  interface Lookup {
    country: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
