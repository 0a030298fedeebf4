/** The four-letter bank part of IFSC codes of banks that issue most Indian accounts (RBI's list). */
export const bankCodes: ReadonlySet<string> = new Set([
  'SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK', 'PUNB', 'BARB', 'CNRB', 'UBIN', 'BKID', 'CBIN', 'IDIB', 'IOBA', 'UCBA', 'IBKL',
  'YESB', 'INDB', 'FDRL', 'BDBL', 'IDFB', 'RATN', 'AUBL', 'SIBL', 'KARB', 'KVBL', 'CIUB', 'DBSS', 'HSBC', 'SCBL', 'CITI',
  'MAHB', 'PSIB', 'JAKA', 'TMBL', 'DCBL', 'ESFB', 'UJVN', 'AIRP', 'PYTM', 'IPOS', 'FINO', 'JSFB', 'SURY', 'NSPB', 'ESMF',
  'DLXB', 'CSBK', 'KVGB', 'APGB', 'TNSC', 'SVCB', 'COSB', 'ABHY', 'SRCB', 'NKGS', 'BACB', 'TJSB', 'GSCB', 'MSCI', 'ANDB',
  'ORBC', 'SYNB', 'CORP', 'VIJB', 'ALLA', 'UTBI', 'DNSB', 'DEUT', 'BOFA', 'ABNA', 'BNPA', 'HVBK', 'MUBL', 'ICBK', 'KOEX',
])
