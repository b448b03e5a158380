/**
 * The Ethos wallet's mark, as published by the MIT-licensed npm package @suiet/wallet-kit 0.5.1
 * (Copyright (c) 2022 Suiet; its wallet presets carry each wallet's icon as an SVG data: URI), decoded
 * once to this file by hand, its opening tag written as the other logos' (xmlns, viewBox; no fixed size). See docs/dependencies.md: "Wallet marks not in @web3icons/core".
 */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1200" fill="none">\n<rect width="1200" height="1200" fill="#F4EFFF"/>\n<path d="M370.257 343.219H725.19C754.019 343.219 777.388 366.936 777.388 396.192V807.719C777.388 836.976 754.018 860.692 725.19 860.692H370.256C341.428 860.692 318.058 836.976 318.058 807.719V396.192C318.058 366.936 341.428 343.219 370.257 343.219Z" fill="#D7B8FF"/>\n<path d="M377.376 347.225L627.674 465.421C642.4 472.375 651.816 487.362 651.816 503.844V930.29C651.816 960.955 620.716 981.469 593.102 969.018L342.804 856.159C327.721 849.359 318 834.181 318 817.431V385.648C318 354.663 349.695 334.153 377.376 347.225Z" fill="#9A42FF"/>\n<path d="M854.916 196L860.143 210.125C872.455 243.4 898.691 269.635 931.966 281.948L946.091 287.175L931.966 292.401C898.691 304.714 872.455 330.95 860.143 364.225L854.916 378.349L849.689 364.225C837.376 330.95 811.141 304.714 777.866 292.401L763.741 287.175L777.866 281.948C811.141 269.635 837.376 243.4 849.689 210.125L854.916 196Z" fill="#9A42FF"/>\n</svg>';
export default svg;
