// The PrimeReact theme's whole layer, after the first screen's part (main.tsx, web/build/primereact-theme.ts).
import 'primereact/resources/themes/lara-light-blue/theme.css?layer';
